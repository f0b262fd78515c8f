import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RespondentApp } from './App';
import './respondent.css';

/**
 * The respondent entry (client/respondent.html): the SMS-link pages a guardian or student opens on a phone, with
 * React alone (no antd, Apollo, i18next, router or dayjs), so the whole flow fits the byte budget of
 * scripts/respondent-budget.mjs. The server sends this page for the respondent paths (server/src/platform/http/app.ts).
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RespondentApp />
  </StrictMode>,
);
