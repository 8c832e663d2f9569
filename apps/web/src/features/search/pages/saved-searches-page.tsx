import { appRoutes } from '@swapyard/domain/routes';
import { newMatchesText, SAVED_SEARCH_TEXTS, type SavedSearch } from '@swapyard/domain/saved-searches';
import { BellRing, Search, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { searchResultsRoot } from '../api/results';
import {
  useDeleteSavedSearch,
  useOpenSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { describeSearch, readSearchState } from '../lib/search-params';

/**
 * /saved-searches (docs/product/search.md, "Saved searches"): the member's saved searches, each with how many
 * listings are new since they last opened it; opening one shows its results and starts the count again.
 */
export default function SavedSearchesPage() {
  const me = useMe();
  const saved = useSavedSearches();
  if (!me.isPending && !me.data) {
    return (
      <Page title="Saved searches">
        <SignInPrompt title="Sign in to see your saved searches" />
      </Page>
    );
  }
  return (
    <Page title="Saved searches" description="Searches you kept, with what is new since you last looked.">
      {saved.isPending ? (
        <div className="flex justify-center py-16 text-muted-foreground">
          <Spinner label="Loading..." />
        </div>
      ) : saved.isError ? (
        <EmptyState icon={<Search />} title="Couldn't load your saved searches">
          {errorMessage(saved.error)}
        </EmptyState>
      ) : saved.data.savedSearches.length === 0 ? (
        <EmptyState
          icon={<BellRing />}
          title="No saved searches yet"
          action={
            <Button asChild variant="secondary">
              <Link to={appRoutes.search}>Search items</Link>
            </Button>
          }
        >
          Search, narrow it down, then press Save this search.
        </EmptyState>
      ) : (
        <ul aria-label="Saved searches" className="grid gap-3">
          {saved.data.savedSearches.map((search) => (
            <li key={search.id}>
              <SavedSearchRow search={search} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useOpenSavedSearch();
  const remove = useDeleteSavedSearch();
  const update = useUpdateSavedSearch();
  const deleting = useRef(false);
  const alertsId = useId();
  const href = `${appRoutes.search}?${new URLSearchParams(search.query).toString()}`;
  const summary = describeSearch(readSearchState(new URLSearchParams(search.query)));
  const onOpen = () => {
    // The count starts again from now; the results open whether or not that is recorded yet, and are read afresh:
    // the new listings are what the member came for.
    open.mutate(search.id);
    void queryClient.invalidateQueries({ queryKey: searchResultsRoot });
    void navigate(href);
  };
  const onAlerts = (alerts: boolean) =>
    update.mutate(
      { id: search.id, alerts },
      {
        onError: (error) => toast.error('Could not change the alerts', { description: errorMessage(error) }),
      },
    );
  const onDelete = () => {
    if (deleting.current) return;
    deleting.current = true;
    remove.mutate(search.id, {
      onSuccess: () => toast.success(SAVED_SEARCH_TEXTS.deleted),
      onError: (error) => toast.error('Could not delete the search', { description: errorMessage(error) }),
      onSettled: () => {
        deleting.current = false;
      },
    });
  };
  return (
    <article className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs">
      {/* Wide enough for its name and summary: on a phone the buttons go below rather than over them. */}
      <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
        <h2 className="flex items-center gap-2 font-semibold">
          <span className="truncate">{search.name}</span>
          {search.newMatches > 0 ? (
            <span className="shrink-0 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground tabular-nums">
              {newMatchesText(search.newMatches)}
            </span>
          ) : null}
        </h2>
        <p className="truncate text-sm text-muted-foreground">{summary}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Switch
            id={alertsId}
            // While a change is on its way the switch shows it and takes no other.
            checked={update.isPending ? update.variables.alerts : search.alerts}
            disabled={update.isPending}
            onCheckedChange={onAlerts}
            aria-label={`Alerts for ${search.name}`}
            aria-describedby={`${alertsId}-hint`}
          />
          <Label htmlFor={alertsId} className="text-sm">
            Alerts
          </Label>
          <span id={`${alertsId}-hint`} className="sr-only">
            {SAVED_SEARCH_TEXTS.alertsHint}
          </span>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={onOpen} aria-label={`Open ${search.name}`}>
            <Search aria-hidden className="size-4" />
            Open
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={`Delete ${search.name}`}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
