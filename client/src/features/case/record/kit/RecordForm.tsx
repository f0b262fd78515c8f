import { useQuery } from '@apollo/client/react';
import { Alert, Button, Form, Spin } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/validators';
import { errorMessage } from '../../../../shared/graphqlError';
import { CaseRecordFormQuery } from './operations';
import { recordInput, recordSections, type FormSectionDef, type RecordValues } from './RecordFields';
import { RecordSections } from './RecordSections';
import { SaveBar } from './SaveBar';
import { useChoices } from './useChoices';
import { useDraft } from './useDraft';
import { LoadError } from '../../../../shared/ui/LoadError';

export interface RecordFormProps {
  /** The form's name in `caseRecordForm` (interview-evaluation, cgi, case-minutes…). */
  record: string;
  /** The table of contents' name (면담평가 목차). */
  label: string;
  /** The served sections as this record shows them (CGI: the test type fixed by the page, CGI-I only after). */
  adjust?: (sections: FormSectionDef[]) => FormSectionDef[];
  /** Said when the save fails without a message of the server. */
  saveFailed: string;
  /** Where unsaved typing is kept (kit/useDraft). */
  draftKey: string;
  initialValues: RecordValues;
  /** False once submitted: a submitted record is saved as submitted only. */
  canDraft?: boolean;
  /** Saves the input (the form's values as the server takes them); answers the server's message. */
  save(isDone: 'N' | 'Y', input: RecordValues): Promise<void>;
  extra?: ReactNode;
}

/**
 * A case record's form (SPEC §3): the server's sections and fields, the choice lists, unsaved typing kept in this
 * browser and offered back, 임시저장 and 제출.
 */
export function RecordForm({ record, label, adjust, saveFailed, draftKey, initialValues, canDraft = true, save, extra }: RecordFormProps) {
  const def = useQuery(CaseRecordFormQuery, { variables: { record }, fetchPolicy: 'cache-first' });
  const { lists, loading: choicesLoading, error: choicesError } = useChoices();
  const [form] = Form.useForm<RecordValues>();
  const draft = useDraft<RecordValues>(draftKey);
  const submitting = useRef(false);
  const [saving, setSaving] = useState<'N' | 'Y'>();
  const [failure, setFailure] = useState<string>();

  const loadError = def.error ?? choicesError;
  if (loadError) return <LoadError error={loadError} fallback="양식을 불러오지 못했습니다." />;
  const served = def.data?.caseRecordForm.sections as FormSectionDef[] | undefined;
  const sections = served && adjust ? adjust(served) : served;
  if (!sections || choicesLoading) return <Spin description="양식을 불러오는 중입니다" />;

  const onSave = async (isDone: 'N' | 'Y') => {
    submitting.current = isDone === 'Y';
    setFailure(undefined);
    try {
      await form.validateFields({ recursive: true });
    } catch {
      setFailure(isDone === 'Y' ? '제출하려면 표시된 항목을 확인해주세요.' : '저장하려면 표시된 항목을 확인해주세요.');
      return;
    }
    setSaving(isDone);
    try {
      await save(isDone, recordInput(form.getFieldsValue(true) as RecordValues, sections));
      draft.clear();
    } catch (e) {
      setFailure(errorMessage(e, saveFailed));
    } finally {
      setSaving(undefined);
    }
  };

  // back to the record as saved: every field the draft filled is emptied, then the saved values set
  const discard = () => {
    draft.clear();
    const current = form.getFieldsValue(true) as RecordValues;
    form.setFieldsValue({ ...Object.fromEntries(Object.keys(current).map((k) => [k, undefined])), ...initialValues });
  };

  return (
    <Form<RecordValues>
      form={form}
      layout="vertical"
      initialValues={draft.restored?.values ?? initialValues}
      onValuesChange={(_, all) => draft.onChange(all)}
      scrollToFirstError
    >
      {draft.notice && draft.restored && (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={`저장하지 않은 입력을 복원했습니다 (${formatDateTime(draft.restored.savedAt)}).`}
          action={
            <Button size="small" onClick={discard}>
              복원하지 않기
            </Button>
          }
        />
      )}
      <RecordSections sections={recordSections(sections, lists, () => submitting.current)} label={label} />
      <SaveBar saving={saving} failure={failure} onSave={(d) => void onSave(d)} canDraft={canDraft} extra={extra} />
    </Form>
  );
}
