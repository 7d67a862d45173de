// The prerendered landing page (web/landing.html) holds the page in English and in Korean; the
// language named by <html lang> shows. This picks it before the first paint as the SPA's i18n does
// (web/src/i18n/index.ts): the choice stored under 'vidshelf.language', else the first supported
// browser language, else English. The footer's language switch shows the other and remembers it,
// as the SPA's does. A file of its own, not an inline script: the Content-Security-Policy allows
// no inline script. tests/unit/static-landing.test.ts runs it against the i18n setup.
(function () {
  var STORAGE_KEY = 'vidshelf.language';
  var SUPPORTED = ['en', 'ko'];
  var root = document.documentElement;

  function supported(tag) {
    var base = String(tag || '').toLowerCase().split('-')[0];
    return SUPPORTED.indexOf(base) >= 0 ? base : null;
  }

  var stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch (e) {}
  var candidates = [stored].concat(navigator.languages || [], navigator.language);
  var language = 'en';
  for (var i = 0; i < candidates.length; i++) {
    if (supported(candidates[i])) {
      language = supported(candidates[i]);
      break;
    }
  }
  root.lang = language;

  // The switch's buttons carry their language in `lang` (web/src/i18n/language-switch.tsx).
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('footer [role="group"] button[lang]') : null;
    var chosen = button && supported(button.getAttribute('lang'));
    if (!chosen) return;
    var focused = document.activeElement === button;
    try {
      localStorage.setItem(STORAGE_KEY, chosen);
    } catch (e) {}
    root.lang = chosen;
    // The clicked button is now hidden with its copy: focus stays on the same button in the other.
    var twin = document.querySelector('[data-landing-copy="' + chosen + '"] footer [role="group"] button[lang="' + chosen + '"]');
    if (twin && focused) twin.focus();
  });

  // Prerendered without a window, the sample profile link names this site's host.
  document.addEventListener('DOMContentLoaded', function () {
    var hosts = document.querySelectorAll('[data-landing-host]');
    for (var j = 0; j < hosts.length; j++) hosts[j].textContent = location.host;
  });
})();
