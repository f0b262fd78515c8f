import { graphql } from '../../gql';

export const RetentionPageQuery = graphql(`
  query RetentionPageQuery {
    retentionRules {
      kind
      label
      event
      eventLabel
      periodMonths
      basis
      minMonths
      maxMonths
      defaultMonths
      automated
      approvedByName
      approvedAt
    }
    retentionPreview {
      kind
      label
      periodMonths
      cutoff
      due
      held
    }
    legalHolds {
      id
      kind
      recordId
      reason
      setByName
      setAt
    }
    destructionRuns {
      id
      runDay
      status
      startedAt
      finishedAt
      destroyed
    }
    retentionRuleChanges {
      id
      kind
      fromMonths
      toMonths
      reason
      changedByLogin
      changedByName
      changedAt
    }
  }
`);

export const ChangeRetentionRuleMutation = graphql(`
  mutation ChangeRetentionRuleMutation($kind: RetentionKind!, $input: RetentionRuleInput!) {
    changeRetentionRule(kind: $kind, input: $input) {
      kind
      periodMonths
    }
  }
`);

export const SetLegalHoldMutation = graphql(`
  mutation SetLegalHoldMutation($input: LegalHoldInput!) {
    setLegalHold(input: $input) {
      id
    }
  }
`);

export const ReleaseLegalHoldMutation = graphql(`
  mutation ReleaseLegalHoldMutation($id: Int!, $input: LegalHoldReleaseInput!) {
    releaseLegalHold(id: $id, input: $input) {
      id
    }
  }
`);
