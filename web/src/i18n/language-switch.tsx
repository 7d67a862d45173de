import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { currentLanguage, setLanguage, supportedLanguages, type Language } from './index';

/** Each language named in itself, so anyone can find their own. */
const endonyms: Record<Language, string> = { en: 'English', ko: '한국어' };

/** English | 한국어: switches the UI language and remembers it (landing footer, Settings). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage);
  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex items-center gap-1 text-sm', className)}>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => void setLanguage(language)}
          className={cn(
            'rounded-md px-2 py-1 transition-colors',
            language === active
              ? 'bg-zinc-100 font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
              : 'text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
          )}
        >
          {endonyms[language]}
        </button>
      ))}
    </div>
  );
}
