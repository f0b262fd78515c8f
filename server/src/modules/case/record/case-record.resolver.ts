import { Authorized, Query, Resolver } from 'type-graphql';
import { perm } from '../../platform/auth/access.js';
import { choiceListViews, ChoiceListView } from './choices.js';
import { MENU } from '../../platform/auth/menus.js';

/** The case-management menu (00009), as on the REST facade. */
export const CASE = perm(MENU.CASE_MANAGEMENT);

@Resolver()
export class CaseRecordChoicesResolver {
  @Authorized(...CASE)
  @Query(() => [ChoiceListView], { description: '사례 기록 양식의 선택지 목록 (면담평가, 사례회의록, 사례관리일지, 종결보고서)' })
  caseRecordChoices(): ChoiceListView[] {
    return choiceListViews();
  }
}
