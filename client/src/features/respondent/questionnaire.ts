/** Moved to the respondent entry (client/src/respondent/questionnaire.ts); the case questionnaires' pages still read it here. */
export * from '../../respondent/questionnaire';
