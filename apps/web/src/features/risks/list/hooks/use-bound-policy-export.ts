import { useSearchParams } from 'react-router';
import { useListActiveJobsQuery } from '../../../../components/jobs-api.ts';
import {
  BOUND_POLICY_EXPORT_KIND,
  useStartBoundPolicyExportMutation,
} from '../api/report-export-api.ts';

/** The URL value holding the export's job id, so the progress survives a reload and can be shared. */
export const EXPORT_JOB_PARAM = 'exportJob';

/**
 * The background export shown on the reports page (decision 106): the job in the URL, else the user's
 * running export of this company (found again after a reload with GET /jobs?active=1).
 */
export function useBoundPolicyExport(companyId: number) {
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get(EXPORT_JOB_PARAM));
  const inUrl = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
  const active = useListActiveJobsQuery(
    { kind: BOUND_POLICY_EXPORT_KIND },
    { skip: inUrl !== null },
  );
  const jobs = Array.isArray(active.data?.data) ? active.data.data : [];
  const running = jobs.find((j) => j.companyId === companyId)?.id ?? null;
  const [startExport, starting] = useStartBoundPolicyExportMutation();

  const start = async (range: { date_from: number; date_to: number }) => {
    const job = await startExport({ companyId, ...range }).unwrap();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(EXPORT_JOB_PARAM, String(job.id));
        return next;
      },
      { replace: true },
    );
    return job;
  };
  return { jobId: inUrl ?? running, start, starting: starting.isLoading };
}
