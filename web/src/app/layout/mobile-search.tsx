import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { SearchIcon, XIcon } from '../../components/ui/icons';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';

/**
 * Phones and small tablets, where the header has no room for the search box: a search icon that
 * opens the field over the header. It writes the same search as the desktop box.
 */
export function MobileSearch() {
  const query = useLibraryFiltersStore((s) => s.search);
  const setQuery = useLibraryFiltersStore((s) => s.setSearch);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <div className="md:hidden">
      <Button variant="ghost" size="icon" onClick={() => setOpen(true)} aria-label={t('header.search')} aria-expanded={open}>
        <SearchIcon className="size-5" />
      </Button>
      {open ? (
        <form
          role="search"
          className="absolute inset-0 z-10 flex items-center gap-2 bg-white px-3 dark:bg-zinc-950"
          onSubmit={(event) => {
            event.preventDefault();
            input.current?.blur();
            if (pathname !== paths.home) navigate(paths.home);
          }}
        >
          <div className="relative min-w-0 flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
            <input
              ref={input}
              type="search"
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setOpen(false);
                }
              }}
              placeholder={t('header.searchPlaceholder')}
              aria-label={t('header.search')}
              className="h-10 w-full rounded-lg border border-zinc-200 bg-zinc-50 pr-3 pl-9 text-base text-zinc-900 placeholder:text-zinc-400 outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 sm:text-sm dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 [&::-webkit-search-cancel-button]:appearance-none"
            />
          </div>
          <Button variant="ghost" size="icon" onClick={() => setOpen(false)} aria-label={t('header.closeSearch')}>
            <XIcon className="size-5" />
          </Button>
        </form>
      ) : null}
    </div>
  );
}
