import { useState } from 'react';
import { DialogBody, DialogContent, DialogDescription, DialogHeader, DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { CATEGORY_LIMIT } from '../lib/category-rules';
import { useCategoryLists } from '../api';
import { CategoryListTab } from './category-list-tab';
import { CategoryForm } from './category-form';
import { useTranslation } from 'react-i18next';

type Tab = 'create' | 'list';

interface ManageCategoriesDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialTab?: Tab;
}

/** Spec 1 §2: create, edit, delete, reorder and unsubscribe, in two tabs. */
export function ManageCategoriesDialog({ open, onOpenChange, initialTab = 'create' }: ManageCategoriesDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" className="sm:min-h-[min(540px,88dvh)]">
        <ManageCategoriesBody initialTab={initialTab} />
      </DialogContent>
    </DialogRoot>
  );
}

/** Mounted on every open (the dialog unmounts its content on close), so the tab starts fresh. */
function ManageCategoriesBody({ initialTab }: { initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  // A new key after each creation empties the create form for the next one.
  const [created, setCreated] = useState(0);
  const { own, subscribed, count, isLoading } = useCategoryLists();
  const { t } = useTranslation('categories');

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('manage.title')}</DialogTitle>
        <DialogDescription>{t('manage.description')}</DialogDescription>
      </DialogHeader>
      <TabsRoot value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-h-0 flex-1">
        <div className="px-5 pt-4 sm:px-6">
          <TabsList>
            <TabsTrigger value="create">{t('manage.createTab')}</TabsTrigger>
            <TabsTrigger value="list">{t('manage.listTab', { count, limit: CATEGORY_LIMIT })}</TabsTrigger>
          </TabsList>
        </div>
        <DialogBody className="pb-6">
          <TabsContent value="create">
            <CategoryForm key={created} layout="tab" count={count} onSaved={() => setCreated((n) => n + 1)} />
          </TabsContent>
          <TabsContent value="list">
            <CategoryListTab own={own} subscribed={subscribed} count={count} isLoading={isLoading} onCreateClick={() => setTab('create')} />
          </TabsContent>
        </DialogBody>
      </TabsRoot>
    </>
  );
}
