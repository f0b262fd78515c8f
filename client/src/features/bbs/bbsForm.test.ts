import { describe, expect, it } from 'vitest';
import { initialValues, isBlankHtml, toInput } from './bbsForm';

describe('board form values', () => {
  it('a new post starts private and unpinned (SPEC §9)', () => {
    expect(initialValues()).toEqual({ title: '', content: '', isPrivate: 'Y', viewTarget: [], fixations: [], attachments: { fileIds: [], deleteFileIds: [] } });
  });

  it('sends every flag as Y or N and the title trimmed', () => {
    expect(toInput({ title: ' 제목 ', content: '<p>x</p>', isPrivate: 'N', viewTarget: ['MEMBER'], fixations: ['centerFixation'], attachments: { fileIds: [3], deleteFileIds: [1] } })).toEqual({
      title: '제목',
      content: '<p>x</p>',
      isPrivate: 'N',
      viewTarget: ['MEMBER'],
      centralFixation: 'N',
      simpleEvaluationFixation: 'N',
      centerFixation: 'Y',
      fileIds: [3],
      deleteFileIds: [1],
    });
  });

  it('a form without the pin choices (who may set none) sends them as N', () => {
    expect(toInput({ title: 't', content: '<p>c</p>', isPrivate: 'Y', viewTarget: [] })).toMatchObject({ centralFixation: 'N', centerFixation: 'N', fileIds: [], deleteFileIds: [] });
  });

  it('starts a modify form from the post, its pins as choices', () => {
    const post = { title: 't', content: '<p>c</p>', isPrivate: 'N', viewTarget: [], centralFixation: 'Y', simpleEvaluationFixation: 'N', centerFixation: 'Y' };
    expect(initialValues(post).fixations).toEqual(['centralFixation', 'centerFixation']);
    expect(initialValues(post).isPrivate).toBe('N');
  });

  it('an editor’s empty paragraph is blank; a word is not', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p>내용</p>')).toBe(false);
  });
});
