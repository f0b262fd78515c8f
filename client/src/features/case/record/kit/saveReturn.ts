import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../app/paths';

/**
 * After a save (SPEC §4): back to the case detail at the record's step
 * (/auth/case-management/detail/{requestId}/{progressStep}/{progressStepItem}); a form opened with ?isPopup=Y is in a
 * window of its own, which closes instead (the opener's case page is still there).
 */
export function useSaveReturn(requestId: number, progressStep: string, progressStepItem: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isPopup = params.get('isPopup') === 'Y';
  const done = useCallback(() => {
    if (isPopup) {
      window.opener?.postMessage?.({ type: 'svs:case-record-saved', requestId }, window.location.origin);
      window.close();
      return;
    }
    navigate(paths.caseManagementStep(requestId, progressStep, progressStepItem));
  }, [isPopup, navigate, requestId, progressStep, progressStepItem]);
  return { isPopup, done, back: paths.caseManagementStep(requestId, progressStep, progressStepItem) };
}

/** Opens a case-record form in its own window (?isPopup=Y); the form closes it on save. */
export function openRecordPopup(href: string): void {
  const url = new URL(href, window.location.origin);
  url.searchParams.set('isPopup', 'Y');
  window.open(url.toString(), '_blank', 'popup,width=1000,height=900');
}
