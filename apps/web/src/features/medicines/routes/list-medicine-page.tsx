import { medicinePageSizes } from '@tabib/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Cell, Table } from '../../../shared/ui/table.tsx';
import { RequireSession } from '../../auth/index.ts';
import { useMedicines } from '../api/medicines.ts';
import { DeleteMedicineDialog } from '../components/delete-medicine-dialog.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { useDebounced } from '../components/use-debounced.ts';

export default function ListMedicinePage() {
  const { t } = useTranslation('medicines');
  return (
    <PageContainer>
      <PageHeader title={t('admin.listTitle')} intro={t('admin.listIntro')} />
      <RequireSession roles={['admin']}>{() => <MedicineTable />}</RequireSession>
    </PageContainer>
  );
}

function MedicineTable() {
  const { t } = useTranslation('medicines');
  const navigate = useNavigate();
  const [limit, setLimit] = useState<number>(medicinePageSizes[0]);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const list = useMedicines({ q, page, limit, sort: q ? 'relevance' : 'newest' });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const from = data && data.items.length ? (data.page - 1) * data.limit + 1 : 0;
  const to = data ? from + data.items.length - (data.items.length ? 1 : 0) : 0;

  return (
    <div className="grid gap-4">
      <ProcessingOverlay show={list.isPending} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor="medicine-page-size" className="text-slate-800">
            {t('admin.show')}
          </label>
          <select
            id="medicine-page-size"
            aria-label={t('admin.pageSize')}
            value={limit}
            onChange={(e) => {
              setLimit(Number(e.target.value));
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1"
          >
            {medicinePageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <span className="text-slate-800">{t('admin.entries')}</span>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="medicine-admin-q" className="text-slate-800">
            {t('admin.search')}
          </label>
          <input
            id="medicine-admin-q"
            type="search"
            maxLength={100}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 px-3 py-1.5"
          />
        </div>
        <Link
          to="/createmedicine"
          className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('admin.newMedicine')}
        </Link>
      </div>

      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : null}

      <Table
        density="compact"
        tone="brand"
        columns={[t('admin.id'), t('admin.name'), t('admin.description'), t('admin.actions')]}
        empty={data && data.items.length === 0 ? t('admin.empty') : null}
      >
        {(data?.items ?? []).map((m) => {
          const name = `${m.brand} ${m.strength}`;
          return (
            <tr
              key={m.id}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a,button')) return;
                void navigate(`/listmedicine/${m.id}`);
              }}
              className="cursor-pointer hover:bg-slate-50"
            >
              <Cell className="font-mono text-xs text-slate-600" dir="ltr" title={m.id}>
                {m.id.slice(0, 8)}
              </Cell>
              <Cell className="font-semibold">
                <Link to={`/listmedicine/${m.id}`} className="text-brand-800 hover:underline">
                  {name}
                </Link>
              </Cell>
              <Cell className="text-slate-700">{m.description}</Cell>
              <Cell>
                <button
                  type="button"
                  onClick={() => setDeleting({ id: m.id, name })}
                  aria-label={t('admin.deleteName', { name })}
                  className="rounded-full bg-red-50 px-3 py-1 font-semibold text-red-800 hover:bg-red-100"
                >
                  {t('admin.delete')}
                </button>
              </Cell>
            </tr>
          );
        })}
      </Table>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-slate-700">
          {data ? t('admin.showing', { from, to, total: data.total }) : null}
        </p>
        <Pagination page={page} pages={pages} onPage={setPage} label={t('library.pagination')} />
      </div>

      <DeleteMedicineDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
