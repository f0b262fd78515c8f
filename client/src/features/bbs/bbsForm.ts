import type { BbsInput, BbsUpdateInput, RoleCode } from '../../gql/graphql';
import { emptyAttachments, type AttachmentValue } from '../attachment';

/** Roles a post may be limited to (viewTarget); none chosen: everyone holding the board's menu. */
export const VIEW_TARGET_ROLES: RoleCode[] = ['MEMBER', 'CLIENT', 'CENTER_MEMBER', 'CENTER_MANAGER', 'EDUCATION_OFFICE', 'EDUCATION_MINISTRY'];

export type Pin = 'centralFixation' | 'simpleEvaluationFixation' | 'centerFixation';

export interface BbsFormValues {
  title: string;
  content: string;
  isPrivate: 'Y' | 'N';
  viewTarget: RoleCode[];
  fixations?: Pin[];
  attachments?: AttachmentValue;
}

/** What the register and modify screens send: the flags as Y/N (SPEC §9 defaults: private Y, pins N). */
/** (deleteFileIds is left out of a new post's input: createBbs has no such field.) */
export function toInput(v: BbsFormValues): Omit<BbsInput, 'type'> & BbsUpdateInput {
  // a field the form does not show (the pins, for who may set none) is absent from antd's values
  const flag = (k: Pin) => ((v.fixations ?? []).includes(k) ? 'Y' : 'N');
  const files = v.attachments ?? emptyAttachments();
  return {
    title: v.title.trim(),
    content: v.content,
    isPrivate: v.isPrivate,
    viewTarget: v.viewTarget ?? [],
    centralFixation: flag('centralFixation'),
    simpleEvaluationFixation: flag('simpleEvaluationFixation'),
    centerFixation: flag('centerFixation'),
    fileIds: files.fileIds,
    deleteFileIds: files.deleteFileIds,
  };
}

/** The form's starting values: a new post's defaults, or the post being modified. */
export function initialValues(post?: { title: string; content: string; isPrivate: string; viewTarget: RoleCode[]; centralFixation: string; simpleEvaluationFixation: string; centerFixation: string }): BbsFormValues {
  if (!post) return { title: '', content: '', isPrivate: 'Y', viewTarget: [], fixations: [], attachments: emptyAttachments() };
  const fixations = (['centralFixation', 'simpleEvaluationFixation', 'centerFixation'] as const).filter((k) => post[k] === 'Y');
  return { title: post.title, content: post.content, isPrivate: post.isPrivate === 'N' ? 'N' : 'Y', viewTarget: post.viewTarget, fixations, attachments: emptyAttachments() };
}

/** An editor's empty document (`<p></p>`) says nothing. */
export const isBlankHtml = (html: string | undefined) => !html || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
