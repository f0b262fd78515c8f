import { graphql } from '../../gql';

export const CrisisAlertFields = graphql(`
  fragment CrisisAlertFields on CrisisAlert {
    id
    simpleEvaluationId
    studentCode
    schoolId
    schoolName
    reason
    raisedAt
    escalatedAt
    canAcknowledge
    canFollowUp
    acknowledgedAt
    acknowledgedByName
  }
`);

export const CrisisAlertsQuery = graphql(`
  query CrisisAlertsQuery($page: Int, $size: Int) {
    openCrisisAlerts(page: $page, size: $size) {
      totalElements
      content {
        ...CrisisAlertFields
      }
    }
  }
`);

export const AcknowledgeCrisisAlertMutation = graphql(`
  mutation AcknowledgeCrisisAlertMutation($id: Int!, $input: CrisisActionInput!) {
    acknowledgeCrisisAlert(id: $id, input: $input) {
      ...CrisisAlertFields
    }
  }
`);

export const FollowUpCrisisAlertMutation = graphql(`
  mutation FollowUpCrisisAlertMutation($id: Int!, $input: CrisisActionInput!) {
    followUpCrisisAlert(id: $id, input: $input) {
      ...CrisisAlertFields
    }
  }
`);
