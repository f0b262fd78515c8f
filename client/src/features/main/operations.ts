import { graphql } from '../../gql';

export const CrisisAlertsQuery = graphql(`
  query CrisisAlertsQuery($page: Int, $size: Int) {
    openCrisisAlerts(page: $page, size: $size) {
      totalElements
      content {
        id
        simpleEvaluationId
        studentCode
        schoolId
        schoolName
        raisedAt
        canAcknowledge
        acknowledgedAt
        acknowledgedByName
      }
    }
  }
`);

export const AcknowledgeCrisisAlertMutation = graphql(`
  mutation AcknowledgeCrisisAlertMutation($id: Int!) {
    acknowledgeCrisisAlert(id: $id) {
      id
      simpleEvaluationId
      studentCode
      schoolId
      schoolName
      raisedAt
      canAcknowledge
      acknowledgedAt
      acknowledgedByName
    }
  }
`);
