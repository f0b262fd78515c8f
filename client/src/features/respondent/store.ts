/** Moved to the respondent entry (client/src/respondent/store.ts); the case questionnaires' pages still read it here. */
export * from '../../respondent/store';
