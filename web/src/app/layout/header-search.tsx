import { useState } from 'react';
import { SearchIcon } from '../../components/ui/icons';

/** Desktop-only search box (spec 1 §2). Wired to the bookmark list by the home screen's issue. */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  return (
    <form role="search" className="relative hidden w-full max-w-xl md:block" onSubmit={(event) => event.preventDefault()}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search bookmarks..."
        aria-label="Search bookmarks"
        className="h-10 w-full rounded-lg border border-zinc-200 bg-zinc-50 pr-3 pl-9 text-sm text-zinc-900 placeholder:text-zinc-400 transition-colors outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:focus:bg-zinc-900"
      />
    </form>
  );
}
