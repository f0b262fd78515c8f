import type { ConsultingCategory, ConsultingManager, ConsultingType } from '../../gql/graphql';

export const CATEGORY_LABELS: Record<ConsultingCategory, string> = { LECTURE: '강의', ADVICE: '자문', EMERGENCY_SUPPORT: '긴급 지원', ETC: '기타' };
export const TYPE_LABELS: Record<ConsultingType, string> = { PHONE: '전화', VISIT: '방문', ETC: '기타' };
export const MANAGER_LABELS: Record<ConsultingManager, string> = {
  CENTER_MANAGER_SPECIALIST: '센터장(전문의)',
  CENTER_MANAGER: '센터장',
  MENTAL_HEALTH_MANAGER: '정신건강 담당자',
  COMMISSION: '위촉 전문가',
  ETC: '기타',
};

export const optionsOf = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** "기타 (text)" for an ETC choice, else the choice's name. */
export const withEtc = (label: string, etc?: string | null) => (etc ? `${label} (${etc})` : label);
