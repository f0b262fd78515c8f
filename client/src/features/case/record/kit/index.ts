/**
 * The case-record form kit: what every long case-record form (interview evaluation, case minutes, logs, closing
 * report…) is built from.
 *
 * - `CaseRecordFormQuery` + `recordSections(sections, lists, submitting)`: the form's sections and fields as the
 *   server describes them (server case/record/record-forms.ts), each field by kind with the server's messages;
 *   `recordInput(values, sections)` turns the form's values into the mutation's input.
 * - `RecordSections`: the sections with a table of contents (links that move focus; beside the form at ≥ 992 px,
 *   folded above it on a phone).
 * - `ChoiceField` + `useChoices()`: a choice list of `caseRecordChoices`, single (radios) or multiple (checkboxes),
 *   with the 기타 text field when an etc choice is picked.
 * - `useDraft(key)`: unsaved typing kept in localStorage (debounced), restored with a notice, cleared on save.
 *   There is no automatic save to the server: 임시저장 saves a draft there (each save is an access-log entry).
 * - `SaveBar`: 임시저장 (isDone N) and 제출 (isDone Y, required fields checked) with the server's refusal.
 * - `RecordForm`: all of the above for one record's served form (`adjust` hides or requires fields per page);
 *   `RecordView`: a saved record read only, in the same sections.
 * - `useSaveReturn(requestId, step, item)`: after a save, back to the case detail at that step; with ?isPopup=Y the
 *   window closes instead. `openRecordPopup(href)` opens a form that way.
 */
export { ChoiceField } from './ChoiceField';
export { CaseRecordChoicesQuery, CaseRecordFormQuery } from './operations';
export { recordInput, recordSections, type FormSectionDef, type RecordValues } from './RecordFields';
export { RecordForm } from './RecordForm';
export { RecordSections, type RecordSection } from './RecordSections';
export { RecordView } from './RecordView';
export { SaveBar } from './SaveBar';
export { openRecordPopup, useSaveReturn } from './saveReturn';
export { clearAllDrafts, useDraft } from './useDraft';
export { labelOf, useChoices, type Choice } from './useChoices';
