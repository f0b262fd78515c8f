import { graphql } from '../../../../gql';

/** Every case record's choice lists (server: case/record/choices.ts), read once and cached. */
export const CaseRecordChoicesQuery = graphql(`
  query CaseRecordChoicesQuery {
    caseRecordChoices {
      name
      choices {
        code
        label
        etc
      }
    }
  }
`);

/** A long form's sections and fields (server: case/record/record-forms.ts). */
export const CaseRecordFormQuery = graphql(`
  query CaseRecordFormQuery($record: String!) {
    caseRecordForm(record: $record) {
      record
      sections {
        key
        label
        rows
        fields {
          name
          label
          kind
          list
          etcName
          required
          min
          max
        }
      }
    }
  }
`);
