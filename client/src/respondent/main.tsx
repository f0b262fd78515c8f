import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RespondentApp } from './App';
import './respondent.css';

/**
 * The respondent entry (client/respondent.html): the SMS-link pages a guardian, student or teacher opens on a phone
 * (the simple evaluation's consent, questionnaire and result; the case's SDQ-KR and satisfaction assessment), with
 * React alone (no antd, Apollo, i18next, router or dayjs), so the whole flow fits the byte budget of
 * scripts/client-budget.mjs. The server sends this page for the respondent paths (server/src/platform/http/static.ts
 * RESPONDENT_PATHS).
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RespondentApp />
  </StrictMode>,
);
