import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon, XIcon } from '../../components/ui/icons';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Desktop-only search box (spec 1 §2). It writes the bookmark list's search, which the server
 * runs; from another screen, Enter goes to the list. "/" focuses it, Escape clears it.
 */
export function HeaderSearch() {
  const query = useLibraryFiltersStore((s) => s.search);
  const setQuery = useLibraryFiltersStore((s) => s.setSearch);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      if (!input.current || input.current.offsetParent === null) return; // hidden on small screens
      event.preventDefault();
      input.current.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <form
      role="search"
      className="relative hidden w-full max-w-xl md:block"
      onSubmit={(event) => {
        event.preventDefault();
        if (pathname !== paths.home) navigate(paths.home);
      }}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
      <input
        ref={input}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.preventDefault();
            setQuery('');
          }
        }}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.search')}
        className="h-10 w-full rounded-lg border border-zinc-200 bg-zinc-50 pr-16 pl-9 text-sm text-zinc-900 placeholder:text-zinc-400 transition-colors outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:focus:bg-zinc-900 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {query ? (
        <button
          type="button"
          onClick={() => {
            setQuery('');
            input.current?.focus();
          }}
          aria-label={t('header.clearSearch')}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-200/70 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
        >
          <XIcon className="size-4" />
        </button>
      ) : (
        <kbd className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-zinc-200 bg-white px-1.5 font-sans text-[11px] text-zinc-400 lg:block dark:border-zinc-700 dark:bg-zinc-800">
          /
        </kbd>
      )}
    </form>
  );
}
