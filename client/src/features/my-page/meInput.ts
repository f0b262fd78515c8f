import type { AccountMeInput } from '../../gql/graphql';

export type AlarmKey =
  | 'requestAccept'
  | 'request'
  | 'assignment'
  | 'inDepthEvaluation'
  | 'postEvaluation'
  | 'closingReport'
  | 'closingResult'
  | 'notice'
  | 'faq'
  | 'reply';

/** The alarm switches of my-page, in display order, with their Korean labels. */
export const ALARM_ITEMS: { key: AlarmKey; label: string }[] = [
  { key: 'requestAccept', label: '의뢰 접수 알림' },
  { key: 'request', label: '의뢰 등록 알림' },
  { key: 'assignment', label: '담당자 배정 알림' },
  { key: 'inDepthEvaluation', label: '심층 평가 알림' },
  { key: 'postEvaluation', label: '사후 평가 알림' },
  { key: 'closingReport', label: '종결 보고서 알림' },
  { key: 'closingResult', label: '종결 결과 알림' },
  { key: 'notice', label: '공지사항 알림' },
  { key: 'faq', label: 'FAQ 알림' },
  { key: 'reply', label: '댓글 알림' },
];

export interface MeFormValues {
  name: string;
  email: string;
  mobile: string;
  number?: string | null;
  occupationPosition?: string | null;
  occupation?: string | null;
  occupationEtc?: string | null;
  certificates?: string[];
  certificateEtc?: string | null;
  alarmSettings: Record<AlarmKey, boolean>;
  currentPassword?: string;
  password?: string;
  passwordConfirm?: string;
}

/** A cleared optional field is sent as null, so the server clears it too. */
/** Only the ten switches (the cache adds __typename, which the input type refuses). */
export function pickAlarms(settings: Partial<Record<AlarmKey, boolean | null | undefined>>): Record<AlarmKey, boolean> {
  return Object.fromEntries(ALARM_ITEMS.map(({ key }) => [key, settings[key] !== false])) as Record<AlarmKey, boolean>;
}

const blankToNull = (v: string | undefined | null) => (v && v.trim() ? v.trim() : null);

/** Whether the form asks for a password change (any of the three fields filled). */
export const wantsPasswordChange = (v: Pick<MeFormValues, 'currentPassword' | 'password' | 'passwordConfirm'>) =>
  !!(v.currentPassword || v.password || v.passwordConfirm);

/** What updateMe receives: the whole profile, the ten switches and, only when asked, the password change. */
export function toMeInput(v: MeFormValues): AccountMeInput {
  const alarmSettings = pickAlarms(v.alarmSettings);
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    mobile: v.mobile.trim(),
    number: blankToNull(v.number),
    occupationPosition: blankToNull(v.occupationPosition),
    occupation: blankToNull(v.occupation),
    occupationEtc: blankToNull(v.occupationEtc),
    certificates: (v.certificates ?? []).map((c) => c.trim()).filter(Boolean),
    certificateEtc: blankToNull(v.certificateEtc),
    alarmSettings,
    ...(wantsPasswordChange(v) ? { currentPassword: v.currentPassword, password: v.password, passwordConfirm: v.passwordConfirm } : {}),
  };
}
