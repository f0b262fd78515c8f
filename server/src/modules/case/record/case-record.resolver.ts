import { Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { choiceListViews, ChoiceListView } from './choices.js';

/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;

@Resolver()
export class CaseRecordChoicesResolver {
  @Allow(CASE)
  @Query(() => [ChoiceListView], { description: '사례 기록 양식의 선택지 목록 (면담평가, 사례회의록, 사례관리일지, 종결보고서)' })
  caseRecordChoices(): ChoiceListView[] {
    return choiceListViews();
  }
}
