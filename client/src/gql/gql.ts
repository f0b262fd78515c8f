/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CrisisAlertsQuery($page: Int, $size: Int) {\n    openCrisisAlerts(page: $page, size: $size) {\n      totalElements\n      content {\n        id\n        simpleEvaluationId\n        studentCode\n        schoolId\n        schoolName\n        raisedAt\n        canAcknowledge\n        acknowledgedAt\n        acknowledgedByName\n      }\n    }\n  }\n": typeof types.CrisisAlertsQueryDocument,
    "\n  mutation AcknowledgeCrisisAlertMutation($id: Int!) {\n    acknowledgeCrisisAlert(id: $id) {\n      id\n      simpleEvaluationId\n      studentCode\n      schoolId\n      schoolName\n      raisedAt\n      canAcknowledge\n      acknowledgedAt\n      acknowledgedByName\n    }\n  }\n": typeof types.AcknowledgeCrisisAlertMutationDocument,
    "\n  query MenuPermissionPageQuery {\n    userRoles {\n      id\n      name\n      permissions\n      selfApproved\n    }\n    permissions {\n      id\n      name\n      paths\n    }\n  }\n": typeof types.MenuPermissionPageQueryDocument,
    "\n  mutation UpdateRolePermissionsMutation($id: RoleCode!, $input: RolePermissionInput!) {\n    updateRolePermissions(id: $id, input: $input) {\n      id\n      name\n      permissions\n      selfApproved\n    }\n  }\n": typeof types.UpdateRolePermissionsMutationDocument,
    "\n  fragment MyPage_me on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    alarmSettings {\n      requestAccept\n      closingReport\n      notice\n      request\n      assignment\n      inDepthEvaluation\n      postEvaluation\n      reply\n      closingResult\n      faq\n    }\n    createdAt\n    lastLoginAt\n  }\n": typeof types.MyPage_MeFragmentDoc,
    "\n  query MyPageQuery {\n    me {\n      ...MyPage_me\n    }\n  }\n": typeof types.MyPageQueryDocument,
    "\n  mutation CheckPasswordMutation($input: PasswordInput!) {\n    checkPassword(input: $input)\n  }\n": typeof types.CheckPasswordMutationDocument,
    "\n  mutation UpdateMeMutation($input: AccountMeInput!) {\n    updateMe(input: $input) {\n      ...MyPage_me\n    }\n  }\n": typeof types.UpdateMeMutationDocument,
    "\n  mutation ResignMutation($input: PasswordInput!) {\n    resign(input: $input)\n  }\n": typeof types.ResignMutationDocument,
    "\n  mutation EnterSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n": typeof types.EnterSchoolAuthCodeMutationDocument,
    "\n  query SidoListQuery {\n    locals(searchType: \"SD\") {\n      code\n      name\n    }\n  }\n": typeof types.SidoListQueryDocument,
    "\n  query SggListQuery($sdCode: String!) {\n    locals(searchType: \"SGG\", sdCode: $sdCode) {\n      code\n      name\n    }\n  }\n": typeof types.SggListQueryDocument,
    "\n  query EducationOfficeListQuery {\n    educationOffices {\n      id\n      name\n      sdCode\n    }\n  }\n": typeof types.EducationOfficeListQueryDocument,
    "\n  query SchoolPickerQuery($keyword: String, $sdCode: String, $size: Int) {\n    schoolSearch(keyword: $keyword, sdCode: $sdCode, size: $size) {\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n      }\n    }\n  }\n": typeof types.SchoolPickerQueryDocument,
    "\n  query CenterPickerQuery($keyword: String, $sdCode: String) {\n    centers(keyword: $keyword, sdCode: $sdCode, size: 100) {\n      content {\n        id\n        name\n        code\n        sdCode\n      }\n    }\n  }\n": typeof types.CenterPickerQueryDocument,
    "\n  query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {\n    schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n        educationOfficeName\n        createdAt\n        centers {\n          id\n          name\n        }\n      }\n    }\n    abilities {\n      createSchool\n    }\n  }\n": typeof types.SchoolListPageQueryDocument,
    "\n  query SchoolIdAvailableQuery($id: ID!) {\n    schoolIdAvailable(id: $id)\n  }\n": typeof types.SchoolIdAvailableQueryDocument,
    "\n  fragment SchoolDetailPage_school on School {\n    id\n    name\n    type\n    address\n    addressDetail\n    postcode\n    sdCode\n    sggCode\n    umdCode\n    educationOfficeId\n    educationOfficeName\n    createdAt\n    updatedAt\n    can {\n      update\n    }\n  }\n": typeof types.SchoolDetailPage_SchoolFragmentDoc,
    "\n  query SchoolDetailPageQuery($id: ID!) {\n    school(id: $id) {\n      ...SchoolDetailPage_school\n    }\n  }\n": typeof types.SchoolDetailPageQueryDocument,
    "\n  mutation CreateSchoolMutation($input: SchoolInput!) {\n    createSchool(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateSchoolMutationDocument,
    "\n  mutation UpdateSchoolMutation($id: ID!, $input: SchoolUpdateInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolDetailPage_school\n    }\n  }\n": typeof types.UpdateSchoolMutationDocument,
    "\n  query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {\n    centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        code\n        name\n        contact\n        email\n        sdCode\n        educationOfficeName\n        createdAt\n      }\n    }\n    abilities {\n      createCenter\n    }\n  }\n": typeof types.CenterListPageQueryDocument,
    "\n  fragment CenterDetailPage_center on Center {\n    id\n    code\n    name\n    contact\n    email\n    fax\n    educationOfficeId\n    educationOfficeName\n    sdCode\n    reqLocalCode\n    jurisdictionLocalList {\n      code\n      name\n    }\n    jurisdictionSchoolList {\n      id\n      name\n      type\n    }\n    createdAt\n    can {\n      update\n      updateJurisdiction\n      delete\n    }\n  }\n": typeof types.CenterDetailPage_CenterFragmentDoc,
    "\n  query CenterDetailPageQuery($id: Int!) {\n    center(id: $id) {\n      ...CenterDetailPage_center\n    }\n  }\n": typeof types.CenterDetailPageQueryDocument,
    "\n  mutation CreateCenterMutation($input: CenterInput!) {\n    createCenter(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCenterMutationDocument,
    "\n  mutation UpdateCenterMutation($id: Int!, $input: CenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      ...CenterDetailPage_center\n    }\n  }\n": typeof types.UpdateCenterMutationDocument,
    "\n  mutation DeleteCenterMutation($id: Int!) {\n    deleteCenter(id: $id)\n  }\n": typeof types.DeleteCenterMutationDocument,
    "\n  mutation RequestRespondentCodeMutation($input: RespondentAuthInput!) {\n    requestRespondentCode(input: $input) {\n      message\n      expiresIn\n    }\n  }\n": typeof types.RequestRespondentCodeMutationDocument,
    "\n  mutation VerifyRespondentCodeMutation($input: RespondentAuthCheckInput!) {\n    verifyRespondentCode(input: $input) {\n      respondentToken\n      expiresIn\n      simpleEvaluationId\n      agreeId\n      agreeType\n      nextStep\n    }\n  }\n": typeof types.VerifyRespondentCodeMutationDocument,
    "\n  query AgreePageQuery($agreeId: String!) {\n    respondentAgree(agreeId: $agreeId) {\n      agreeId\n      simpleEvaluationId\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      studentSendYn\n      nextStep\n    }\n  }\n": typeof types.AgreePageQueryDocument,
    "\n  mutation AnswerConsentMutation($agreeId: String!, $agreeType: RespondentType!, $input: ApprovalInput!) {\n    answerConsent(agreeId: $agreeId, agreeType: $agreeType, input: $input) {\n      message\n      simpleEvaluationId\n      consentState\n      nextStep\n    }\n  }\n": typeof types.AnswerConsentMutationDocument,
    "\n  query RespondentEvaluationQuery($id: Int!) {\n    respondentEvaluation(id: $id) {\n      id\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      isDone\n      canAnswer\n      nextStep\n      result {\n        level\n        title\n        message\n        doneAt\n        helpLines {\n          name\n          phone\n          description\n        }\n      }\n    }\n  }\n": typeof types.RespondentEvaluationQueryDocument,
    "\n  query QuestionnaireFormQuery($target: String!) {\n    findForm(type: SIMPLE_EVALUATION, target: $target) {\n      id\n      title\n      description\n      questions {\n        key\n        question\n        examples {\n          value\n          label\n        }\n      }\n    }\n  }\n": typeof types.QuestionnaireFormQueryDocument,
    "\n  mutation SubmitRespondentAnswersMutation($id: Int!, $input: RespondentAnswersInput!) {\n    submitRespondentAnswers(id: $id, input: $input) {\n      id\n      isDone\n      nextStep\n    }\n  }\n": typeof types.SubmitRespondentAnswersMutationDocument,
    "\n  query SchoolAuthCodeSchoolsQuery($keyword: String) {\n    schools(keyword: $keyword, size: 20) {\n      content {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.SchoolAuthCodeSchoolsQueryDocument,
    "\n  query SchoolAuthCodeOwnSchoolQuery($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      type\n    }\n  }\n": typeof types.SchoolAuthCodeOwnSchoolQueryDocument,
    "\n  query SchoolAuthCodePageQuery($schoolId: ID!) {\n    schoolAuthenticationCode(schoolId: $schoolId) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n": typeof types.SchoolAuthCodePageQueryDocument,
    "\n  mutation UpdateSchoolAuthCodeMutation($input: AuthenticationCodeInput!) {\n    updateSchoolAuthenticationCode(input: $input) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n": typeof types.UpdateSchoolAuthCodeMutationDocument,
    "\n  mutation CheckSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n": typeof types.CheckSchoolAuthCodeMutationDocument,
    "\n  query SmsSendHistoryPageQuery(\n    $mobile: String\n    $keyword: String\n    $purpose: String\n    $status: SmsStatus\n    $startDate: String\n    $endDate: String\n    $page: Int\n    $size: Int\n  ) {\n    smsSendHistory(\n      mobile: $mobile\n      keyword: $keyword\n      purpose: $purpose\n      status: $status\n      startDate: $startDate\n      endDate: $endDate\n      page: $page\n      size: $size\n    ) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        mobile\n        content\n        kind\n        purpose\n        purposeLabel\n        status\n        statusLabel\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.SmsSendHistoryPageQueryDocument,
    "\n  fragment UserDetailPage_account on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    sggCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    lastLoginAt\n    approvedAt\n    createdAt\n    can {\n      update\n      changeStatus\n      changeRole\n      delete\n    }\n  }\n": typeof types.UserDetailPage_AccountFragmentDoc,
    "\n  query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {\n    accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        loginId\n        name\n        role\n        roleName\n        schoolName\n        centerName\n        sdCode\n        mobile\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.UserListPageQueryDocument,
    "\n  query UserDetailPageQuery($id: Int!) {\n    account(id: $id) {\n      ...UserDetailPage_account\n    }\n    abilities {\n      assignableRoles\n    }\n  }\n": typeof types.UserDetailPageQueryDocument,
    "\n  mutation ApproveAccountMutation($id: Int!) {\n    approveAccount(id: $id) {\n      ...UserDetailPage_account\n    }\n  }\n": typeof types.ApproveAccountMutationDocument,
    "\n  mutation SetAccountStatusMutation($id: Int!, $status: AccountStatus!) {\n    setAccountStatus(id: $id, status: $status) {\n      ...UserDetailPage_account\n    }\n  }\n": typeof types.SetAccountStatusMutationDocument,
    "\n  mutation ChangeAccountRoleMutation($id: Int!, $input: AccountRoleInput!) {\n    changeAccountRole(id: $id, input: $input) {\n      ...UserDetailPage_account\n    }\n  }\n": typeof types.ChangeAccountRoleMutationDocument,
    "\n  mutation DeleteAccountMutation($id: Int!) {\n    deleteAccount(id: $id)\n  }\n": typeof types.DeleteAccountMutationDocument,
};
const documents: Documents = {
    "\n  query CrisisAlertsQuery($page: Int, $size: Int) {\n    openCrisisAlerts(page: $page, size: $size) {\n      totalElements\n      content {\n        id\n        simpleEvaluationId\n        studentCode\n        schoolId\n        schoolName\n        raisedAt\n        canAcknowledge\n        acknowledgedAt\n        acknowledgedByName\n      }\n    }\n  }\n": types.CrisisAlertsQueryDocument,
    "\n  mutation AcknowledgeCrisisAlertMutation($id: Int!) {\n    acknowledgeCrisisAlert(id: $id) {\n      id\n      simpleEvaluationId\n      studentCode\n      schoolId\n      schoolName\n      raisedAt\n      canAcknowledge\n      acknowledgedAt\n      acknowledgedByName\n    }\n  }\n": types.AcknowledgeCrisisAlertMutationDocument,
    "\n  query MenuPermissionPageQuery {\n    userRoles {\n      id\n      name\n      permissions\n      selfApproved\n    }\n    permissions {\n      id\n      name\n      paths\n    }\n  }\n": types.MenuPermissionPageQueryDocument,
    "\n  mutation UpdateRolePermissionsMutation($id: RoleCode!, $input: RolePermissionInput!) {\n    updateRolePermissions(id: $id, input: $input) {\n      id\n      name\n      permissions\n      selfApproved\n    }\n  }\n": types.UpdateRolePermissionsMutationDocument,
    "\n  fragment MyPage_me on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    alarmSettings {\n      requestAccept\n      closingReport\n      notice\n      request\n      assignment\n      inDepthEvaluation\n      postEvaluation\n      reply\n      closingResult\n      faq\n    }\n    createdAt\n    lastLoginAt\n  }\n": types.MyPage_MeFragmentDoc,
    "\n  query MyPageQuery {\n    me {\n      ...MyPage_me\n    }\n  }\n": types.MyPageQueryDocument,
    "\n  mutation CheckPasswordMutation($input: PasswordInput!) {\n    checkPassword(input: $input)\n  }\n": types.CheckPasswordMutationDocument,
    "\n  mutation UpdateMeMutation($input: AccountMeInput!) {\n    updateMe(input: $input) {\n      ...MyPage_me\n    }\n  }\n": types.UpdateMeMutationDocument,
    "\n  mutation ResignMutation($input: PasswordInput!) {\n    resign(input: $input)\n  }\n": types.ResignMutationDocument,
    "\n  mutation EnterSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n": types.EnterSchoolAuthCodeMutationDocument,
    "\n  query SidoListQuery {\n    locals(searchType: \"SD\") {\n      code\n      name\n    }\n  }\n": types.SidoListQueryDocument,
    "\n  query SggListQuery($sdCode: String!) {\n    locals(searchType: \"SGG\", sdCode: $sdCode) {\n      code\n      name\n    }\n  }\n": types.SggListQueryDocument,
    "\n  query EducationOfficeListQuery {\n    educationOffices {\n      id\n      name\n      sdCode\n    }\n  }\n": types.EducationOfficeListQueryDocument,
    "\n  query SchoolPickerQuery($keyword: String, $sdCode: String, $size: Int) {\n    schoolSearch(keyword: $keyword, sdCode: $sdCode, size: $size) {\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n      }\n    }\n  }\n": types.SchoolPickerQueryDocument,
    "\n  query CenterPickerQuery($keyword: String, $sdCode: String) {\n    centers(keyword: $keyword, sdCode: $sdCode, size: 100) {\n      content {\n        id\n        name\n        code\n        sdCode\n      }\n    }\n  }\n": types.CenterPickerQueryDocument,
    "\n  query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {\n    schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n        educationOfficeName\n        createdAt\n        centers {\n          id\n          name\n        }\n      }\n    }\n    abilities {\n      createSchool\n    }\n  }\n": types.SchoolListPageQueryDocument,
    "\n  query SchoolIdAvailableQuery($id: ID!) {\n    schoolIdAvailable(id: $id)\n  }\n": types.SchoolIdAvailableQueryDocument,
    "\n  fragment SchoolDetailPage_school on School {\n    id\n    name\n    type\n    address\n    addressDetail\n    postcode\n    sdCode\n    sggCode\n    umdCode\n    educationOfficeId\n    educationOfficeName\n    createdAt\n    updatedAt\n    can {\n      update\n    }\n  }\n": types.SchoolDetailPage_SchoolFragmentDoc,
    "\n  query SchoolDetailPageQuery($id: ID!) {\n    school(id: $id) {\n      ...SchoolDetailPage_school\n    }\n  }\n": types.SchoolDetailPageQueryDocument,
    "\n  mutation CreateSchoolMutation($input: SchoolInput!) {\n    createSchool(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateSchoolMutationDocument,
    "\n  mutation UpdateSchoolMutation($id: ID!, $input: SchoolUpdateInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolDetailPage_school\n    }\n  }\n": types.UpdateSchoolMutationDocument,
    "\n  query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {\n    centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        code\n        name\n        contact\n        email\n        sdCode\n        educationOfficeName\n        createdAt\n      }\n    }\n    abilities {\n      createCenter\n    }\n  }\n": types.CenterListPageQueryDocument,
    "\n  fragment CenterDetailPage_center on Center {\n    id\n    code\n    name\n    contact\n    email\n    fax\n    educationOfficeId\n    educationOfficeName\n    sdCode\n    reqLocalCode\n    jurisdictionLocalList {\n      code\n      name\n    }\n    jurisdictionSchoolList {\n      id\n      name\n      type\n    }\n    createdAt\n    can {\n      update\n      updateJurisdiction\n      delete\n    }\n  }\n": types.CenterDetailPage_CenterFragmentDoc,
    "\n  query CenterDetailPageQuery($id: Int!) {\n    center(id: $id) {\n      ...CenterDetailPage_center\n    }\n  }\n": types.CenterDetailPageQueryDocument,
    "\n  mutation CreateCenterMutation($input: CenterInput!) {\n    createCenter(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCenterMutationDocument,
    "\n  mutation UpdateCenterMutation($id: Int!, $input: CenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      ...CenterDetailPage_center\n    }\n  }\n": types.UpdateCenterMutationDocument,
    "\n  mutation DeleteCenterMutation($id: Int!) {\n    deleteCenter(id: $id)\n  }\n": types.DeleteCenterMutationDocument,
    "\n  mutation RequestRespondentCodeMutation($input: RespondentAuthInput!) {\n    requestRespondentCode(input: $input) {\n      message\n      expiresIn\n    }\n  }\n": types.RequestRespondentCodeMutationDocument,
    "\n  mutation VerifyRespondentCodeMutation($input: RespondentAuthCheckInput!) {\n    verifyRespondentCode(input: $input) {\n      respondentToken\n      expiresIn\n      simpleEvaluationId\n      agreeId\n      agreeType\n      nextStep\n    }\n  }\n": types.VerifyRespondentCodeMutationDocument,
    "\n  query AgreePageQuery($agreeId: String!) {\n    respondentAgree(agreeId: $agreeId) {\n      agreeId\n      simpleEvaluationId\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      studentSendYn\n      nextStep\n    }\n  }\n": types.AgreePageQueryDocument,
    "\n  mutation AnswerConsentMutation($agreeId: String!, $agreeType: RespondentType!, $input: ApprovalInput!) {\n    answerConsent(agreeId: $agreeId, agreeType: $agreeType, input: $input) {\n      message\n      simpleEvaluationId\n      consentState\n      nextStep\n    }\n  }\n": types.AnswerConsentMutationDocument,
    "\n  query RespondentEvaluationQuery($id: Int!) {\n    respondentEvaluation(id: $id) {\n      id\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      isDone\n      canAnswer\n      nextStep\n      result {\n        level\n        title\n        message\n        doneAt\n        helpLines {\n          name\n          phone\n          description\n        }\n      }\n    }\n  }\n": types.RespondentEvaluationQueryDocument,
    "\n  query QuestionnaireFormQuery($target: String!) {\n    findForm(type: SIMPLE_EVALUATION, target: $target) {\n      id\n      title\n      description\n      questions {\n        key\n        question\n        examples {\n          value\n          label\n        }\n      }\n    }\n  }\n": types.QuestionnaireFormQueryDocument,
    "\n  mutation SubmitRespondentAnswersMutation($id: Int!, $input: RespondentAnswersInput!) {\n    submitRespondentAnswers(id: $id, input: $input) {\n      id\n      isDone\n      nextStep\n    }\n  }\n": types.SubmitRespondentAnswersMutationDocument,
    "\n  query SchoolAuthCodeSchoolsQuery($keyword: String) {\n    schools(keyword: $keyword, size: 20) {\n      content {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.SchoolAuthCodeSchoolsQueryDocument,
    "\n  query SchoolAuthCodeOwnSchoolQuery($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      type\n    }\n  }\n": types.SchoolAuthCodeOwnSchoolQueryDocument,
    "\n  query SchoolAuthCodePageQuery($schoolId: ID!) {\n    schoolAuthenticationCode(schoolId: $schoolId) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n": types.SchoolAuthCodePageQueryDocument,
    "\n  mutation UpdateSchoolAuthCodeMutation($input: AuthenticationCodeInput!) {\n    updateSchoolAuthenticationCode(input: $input) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n": types.UpdateSchoolAuthCodeMutationDocument,
    "\n  mutation CheckSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n": types.CheckSchoolAuthCodeMutationDocument,
    "\n  query SmsSendHistoryPageQuery(\n    $mobile: String\n    $keyword: String\n    $purpose: String\n    $status: SmsStatus\n    $startDate: String\n    $endDate: String\n    $page: Int\n    $size: Int\n  ) {\n    smsSendHistory(\n      mobile: $mobile\n      keyword: $keyword\n      purpose: $purpose\n      status: $status\n      startDate: $startDate\n      endDate: $endDate\n      page: $page\n      size: $size\n    ) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        mobile\n        content\n        kind\n        purpose\n        purposeLabel\n        status\n        statusLabel\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n": types.SmsSendHistoryPageQueryDocument,
    "\n  fragment UserDetailPage_account on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    sggCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    lastLoginAt\n    approvedAt\n    createdAt\n    can {\n      update\n      changeStatus\n      changeRole\n      delete\n    }\n  }\n": types.UserDetailPage_AccountFragmentDoc,
    "\n  query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {\n    accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        loginId\n        name\n        role\n        roleName\n        schoolName\n        centerName\n        sdCode\n        mobile\n        status\n        createdAt\n      }\n    }\n  }\n": types.UserListPageQueryDocument,
    "\n  query UserDetailPageQuery($id: Int!) {\n    account(id: $id) {\n      ...UserDetailPage_account\n    }\n    abilities {\n      assignableRoles\n    }\n  }\n": types.UserDetailPageQueryDocument,
    "\n  mutation ApproveAccountMutation($id: Int!) {\n    approveAccount(id: $id) {\n      ...UserDetailPage_account\n    }\n  }\n": types.ApproveAccountMutationDocument,
    "\n  mutation SetAccountStatusMutation($id: Int!, $status: AccountStatus!) {\n    setAccountStatus(id: $id, status: $status) {\n      ...UserDetailPage_account\n    }\n  }\n": types.SetAccountStatusMutationDocument,
    "\n  mutation ChangeAccountRoleMutation($id: Int!, $input: AccountRoleInput!) {\n    changeAccountRole(id: $id, input: $input) {\n      ...UserDetailPage_account\n    }\n  }\n": types.ChangeAccountRoleMutationDocument,
    "\n  mutation DeleteAccountMutation($id: Int!) {\n    deleteAccount(id: $id)\n  }\n": types.DeleteAccountMutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrisisAlertsQuery($page: Int, $size: Int) {\n    openCrisisAlerts(page: $page, size: $size) {\n      totalElements\n      content {\n        id\n        simpleEvaluationId\n        studentCode\n        schoolId\n        schoolName\n        raisedAt\n        canAcknowledge\n        acknowledgedAt\n        acknowledgedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrisisAlertsQuery($page: Int, $size: Int) {\n    openCrisisAlerts(page: $page, size: $size) {\n      totalElements\n      content {\n        id\n        simpleEvaluationId\n        studentCode\n        schoolId\n        schoolName\n        raisedAt\n        canAcknowledge\n        acknowledgedAt\n        acknowledgedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeCrisisAlertMutation($id: Int!) {\n    acknowledgeCrisisAlert(id: $id) {\n      id\n      simpleEvaluationId\n      studentCode\n      schoolId\n      schoolName\n      raisedAt\n      canAcknowledge\n      acknowledgedAt\n      acknowledgedByName\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgeCrisisAlertMutation($id: Int!) {\n    acknowledgeCrisisAlert(id: $id) {\n      id\n      simpleEvaluationId\n      studentCode\n      schoolId\n      schoolName\n      raisedAt\n      canAcknowledge\n      acknowledgedAt\n      acknowledgedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPermissionPageQuery {\n    userRoles {\n      id\n      name\n      permissions\n      selfApproved\n    }\n    permissions {\n      id\n      name\n      paths\n    }\n  }\n"): (typeof documents)["\n  query MenuPermissionPageQuery {\n    userRoles {\n      id\n      name\n      permissions\n      selfApproved\n    }\n    permissions {\n      id\n      name\n      paths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRolePermissionsMutation($id: RoleCode!, $input: RolePermissionInput!) {\n    updateRolePermissions(id: $id, input: $input) {\n      id\n      name\n      permissions\n      selfApproved\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRolePermissionsMutation($id: RoleCode!, $input: RolePermissionInput!) {\n    updateRolePermissions(id: $id, input: $input) {\n      id\n      name\n      permissions\n      selfApproved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyPage_me on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    alarmSettings {\n      requestAccept\n      closingReport\n      notice\n      request\n      assignment\n      inDepthEvaluation\n      postEvaluation\n      reply\n      closingResult\n      faq\n    }\n    createdAt\n    lastLoginAt\n  }\n"): (typeof documents)["\n  fragment MyPage_me on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    alarmSettings {\n      requestAccept\n      closingReport\n      notice\n      request\n      assignment\n      inDepthEvaluation\n      postEvaluation\n      reply\n      closingResult\n      faq\n    }\n    createdAt\n    lastLoginAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPageQuery {\n    me {\n      ...MyPage_me\n    }\n  }\n"): (typeof documents)["\n  query MyPageQuery {\n    me {\n      ...MyPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckPasswordMutation($input: PasswordInput!) {\n    checkPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation CheckPasswordMutation($input: PasswordInput!) {\n    checkPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeMutation($input: AccountMeInput!) {\n    updateMe(input: $input) {\n      ...MyPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMeMutation($input: AccountMeInput!) {\n    updateMe(input: $input) {\n      ...MyPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResignMutation($input: PasswordInput!) {\n    resign(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResignMutation($input: PasswordInput!) {\n    resign(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation EnterSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SidoListQuery {\n    locals(searchType: \"SD\") {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SidoListQuery {\n    locals(searchType: \"SD\") {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SggListQuery($sdCode: String!) {\n    locals(searchType: \"SGG\", sdCode: $sdCode) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SggListQuery($sdCode: String!) {\n    locals(searchType: \"SGG\", sdCode: $sdCode) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EducationOfficeListQuery {\n    educationOffices {\n      id\n      name\n      sdCode\n    }\n  }\n"): (typeof documents)["\n  query EducationOfficeListQuery {\n    educationOffices {\n      id\n      name\n      sdCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolPickerQuery($keyword: String, $sdCode: String, $size: Int) {\n    schoolSearch(keyword: $keyword, sdCode: $sdCode, size: $size) {\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchoolPickerQuery($keyword: String, $sdCode: String, $size: Int) {\n    schoolSearch(keyword: $keyword, sdCode: $sdCode, size: $size) {\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CenterPickerQuery($keyword: String, $sdCode: String) {\n    centers(keyword: $keyword, sdCode: $sdCode, size: 100) {\n      content {\n        id\n        name\n        code\n        sdCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query CenterPickerQuery($keyword: String, $sdCode: String) {\n    centers(keyword: $keyword, sdCode: $sdCode, size: 100) {\n      content {\n        id\n        name\n        code\n        sdCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {\n    schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n        educationOfficeName\n        createdAt\n        centers {\n          id\n          name\n        }\n      }\n    }\n    abilities {\n      createSchool\n    }\n  }\n"): (typeof documents)["\n  query SchoolListPageQuery($sdCode: String, $sggCode: String, $type: SchoolType, $keyword: String, $page: Int, $size: Int) {\n    schools(sdCode: $sdCode, sggCode: $sggCode, type: $type, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        name\n        type\n        sdCode\n        sggCode\n        address\n        educationOfficeName\n        createdAt\n        centers {\n          id\n          name\n        }\n      }\n    }\n    abilities {\n      createSchool\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolIdAvailableQuery($id: ID!) {\n    schoolIdAvailable(id: $id)\n  }\n"): (typeof documents)["\n  query SchoolIdAvailableQuery($id: ID!) {\n    schoolIdAvailable(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolDetailPage_school on School {\n    id\n    name\n    type\n    address\n    addressDetail\n    postcode\n    sdCode\n    sggCode\n    umdCode\n    educationOfficeId\n    educationOfficeName\n    createdAt\n    updatedAt\n    can {\n      update\n    }\n  }\n"): (typeof documents)["\n  fragment SchoolDetailPage_school on School {\n    id\n    name\n    type\n    address\n    addressDetail\n    postcode\n    sdCode\n    sggCode\n    umdCode\n    educationOfficeId\n    educationOfficeName\n    createdAt\n    updatedAt\n    can {\n      update\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolDetailPageQuery($id: ID!) {\n    school(id: $id) {\n      ...SchoolDetailPage_school\n    }\n  }\n"): (typeof documents)["\n  query SchoolDetailPageQuery($id: ID!) {\n    school(id: $id) {\n      ...SchoolDetailPage_school\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSchoolMutation($input: SchoolInput!) {\n    createSchool(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSchoolMutation($input: SchoolInput!) {\n    createSchool(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchoolMutation($id: ID!, $input: SchoolUpdateInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolDetailPage_school\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSchoolMutation($id: ID!, $input: SchoolUpdateInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolDetailPage_school\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {\n    centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        code\n        name\n        contact\n        email\n        sdCode\n        educationOfficeName\n        createdAt\n      }\n    }\n    abilities {\n      createCenter\n    }\n  }\n"): (typeof documents)["\n  query CenterListPageQuery($sdCode: String, $keyword: String, $page: Int, $size: Int) {\n    centers(sdCode: $sdCode, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      content {\n        id\n        code\n        name\n        contact\n        email\n        sdCode\n        educationOfficeName\n        createdAt\n      }\n    }\n    abilities {\n      createCenter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CenterDetailPage_center on Center {\n    id\n    code\n    name\n    contact\n    email\n    fax\n    educationOfficeId\n    educationOfficeName\n    sdCode\n    reqLocalCode\n    jurisdictionLocalList {\n      code\n      name\n    }\n    jurisdictionSchoolList {\n      id\n      name\n      type\n    }\n    createdAt\n    can {\n      update\n      updateJurisdiction\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment CenterDetailPage_center on Center {\n    id\n    code\n    name\n    contact\n    email\n    fax\n    educationOfficeId\n    educationOfficeName\n    sdCode\n    reqLocalCode\n    jurisdictionLocalList {\n      code\n      name\n    }\n    jurisdictionSchoolList {\n      id\n      name\n      type\n    }\n    createdAt\n    can {\n      update\n      updateJurisdiction\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CenterDetailPageQuery($id: Int!) {\n    center(id: $id) {\n      ...CenterDetailPage_center\n    }\n  }\n"): (typeof documents)["\n  query CenterDetailPageQuery($id: Int!) {\n    center(id: $id) {\n      ...CenterDetailPage_center\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCenterMutation($input: CenterInput!) {\n    createCenter(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCenterMutation($input: CenterInput!) {\n    createCenter(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCenterMutation($id: Int!, $input: CenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      ...CenterDetailPage_center\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCenterMutation($id: Int!, $input: CenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      ...CenterDetailPage_center\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCenterMutation($id: Int!) {\n    deleteCenter(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCenterMutation($id: Int!) {\n    deleteCenter(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRespondentCodeMutation($input: RespondentAuthInput!) {\n    requestRespondentCode(input: $input) {\n      message\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRespondentCodeMutation($input: RespondentAuthInput!) {\n    requestRespondentCode(input: $input) {\n      message\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRespondentCodeMutation($input: RespondentAuthCheckInput!) {\n    verifyRespondentCode(input: $input) {\n      respondentToken\n      expiresIn\n      simpleEvaluationId\n      agreeId\n      agreeType\n      nextStep\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyRespondentCodeMutation($input: RespondentAuthCheckInput!) {\n    verifyRespondentCode(input: $input) {\n      respondentToken\n      expiresIn\n      simpleEvaluationId\n      agreeId\n      agreeType\n      nextStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreePageQuery($agreeId: String!) {\n    respondentAgree(agreeId: $agreeId) {\n      agreeId\n      simpleEvaluationId\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      studentSendYn\n      nextStep\n    }\n  }\n"): (typeof documents)["\n  query AgreePageQuery($agreeId: String!) {\n    respondentAgree(agreeId: $agreeId) {\n      agreeId\n      simpleEvaluationId\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      studentSendYn\n      nextStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerConsentMutation($agreeId: String!, $agreeType: RespondentType!, $input: ApprovalInput!) {\n    answerConsent(agreeId: $agreeId, agreeType: $agreeType, input: $input) {\n      message\n      simpleEvaluationId\n      consentState\n      nextStep\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerConsentMutation($agreeId: String!, $agreeType: RespondentType!, $input: ApprovalInput!) {\n    answerConsent(agreeId: $agreeId, agreeType: $agreeType, input: $input) {\n      message\n      simpleEvaluationId\n      consentState\n      nextStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RespondentEvaluationQuery($id: Int!) {\n    respondentEvaluation(id: $id) {\n      id\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      isDone\n      canAnswer\n      nextStep\n      result {\n        level\n        title\n        message\n        doneAt\n        helpLines {\n          name\n          phone\n          description\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RespondentEvaluationQuery($id: Int!) {\n    respondentEvaluation(id: $id) {\n      id\n      schoolName\n      schoolTargetType\n      respondent\n      consentState\n      isDone\n      canAnswer\n      nextStep\n      result {\n        level\n        title\n        message\n        doneAt\n        helpLines {\n          name\n          phone\n          description\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionnaireFormQuery($target: String!) {\n    findForm(type: SIMPLE_EVALUATION, target: $target) {\n      id\n      title\n      description\n      questions {\n        key\n        question\n        examples {\n          value\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionnaireFormQuery($target: String!) {\n    findForm(type: SIMPLE_EVALUATION, target: $target) {\n      id\n      title\n      description\n      questions {\n        key\n        question\n        examples {\n          value\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRespondentAnswersMutation($id: Int!, $input: RespondentAnswersInput!) {\n    submitRespondentAnswers(id: $id, input: $input) {\n      id\n      isDone\n      nextStep\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRespondentAnswersMutation($id: Int!, $input: RespondentAnswersInput!) {\n    submitRespondentAnswers(id: $id, input: $input) {\n      id\n      isDone\n      nextStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolAuthCodeSchoolsQuery($keyword: String) {\n    schools(keyword: $keyword, size: 20) {\n      content {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchoolAuthCodeSchoolsQuery($keyword: String) {\n    schools(keyword: $keyword, size: 20) {\n      content {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolAuthCodeOwnSchoolQuery($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      type\n    }\n  }\n"): (typeof documents)["\n  query SchoolAuthCodeOwnSchoolQuery($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolAuthCodePageQuery($schoolId: ID!) {\n    schoolAuthenticationCode(schoolId: $schoolId) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SchoolAuthCodePageQuery($schoolId: ID!) {\n    schoolAuthenticationCode(schoolId: $schoolId) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchoolAuthCodeMutation($input: AuthenticationCodeInput!) {\n    updateSchoolAuthenticationCode(input: $input) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSchoolAuthCodeMutation($input: AuthenticationCodeInput!) {\n    updateSchoolAuthenticationCode(input: $input) {\n      schoolId\n      code\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation CheckSchoolAuthCodeMutation($input: AuthenticationCodeCheckInput!) {\n    checkSchoolAuthenticationCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsSendHistoryPageQuery(\n    $mobile: String\n    $keyword: String\n    $purpose: String\n    $status: SmsStatus\n    $startDate: String\n    $endDate: String\n    $page: Int\n    $size: Int\n  ) {\n    smsSendHistory(\n      mobile: $mobile\n      keyword: $keyword\n      purpose: $purpose\n      status: $status\n      startDate: $startDate\n      endDate: $endDate\n      page: $page\n      size: $size\n    ) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        mobile\n        content\n        kind\n        purpose\n        purposeLabel\n        status\n        statusLabel\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SmsSendHistoryPageQuery(\n    $mobile: String\n    $keyword: String\n    $purpose: String\n    $status: SmsStatus\n    $startDate: String\n    $endDate: String\n    $page: Int\n    $size: Int\n  ) {\n    smsSendHistory(\n      mobile: $mobile\n      keyword: $keyword\n      purpose: $purpose\n      status: $status\n      startDate: $startDate\n      endDate: $endDate\n      page: $page\n      size: $size\n    ) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        mobile\n        content\n        kind\n        purpose\n        purposeLabel\n        status\n        statusLabel\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserDetailPage_account on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    sggCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    lastLoginAt\n    approvedAt\n    createdAt\n    can {\n      update\n      changeStatus\n      changeRole\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment UserDetailPage_account on Account {\n    id\n    loginId\n    name\n    email\n    mobile\n    number\n    role\n    roleName\n    status\n    sdCode\n    sggCode\n    schoolId\n    schoolName\n    centerId\n    centerName\n    occupationPosition\n    occupation\n    occupationEtc\n    certificates\n    certificateEtc\n    authenticationCodeStatus\n    lastLoginAt\n    approvedAt\n    createdAt\n    can {\n      update\n      changeStatus\n      changeRole\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {\n    accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        loginId\n        name\n        role\n        roleName\n        schoolName\n        centerName\n        sdCode\n        mobile\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserListPageQuery($userType: String, $keyword: String, $page: Int, $size: Int) {\n    accounts(userType: $userType, keyword: $keyword, page: $page, size: $size) {\n      totalElements\n      totalCapped\n      totalPages\n      current\n      pageSize\n      content {\n        id\n        loginId\n        name\n        role\n        roleName\n        schoolName\n        centerName\n        sdCode\n        mobile\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetailPageQuery($id: Int!) {\n    account(id: $id) {\n      ...UserDetailPage_account\n    }\n    abilities {\n      assignableRoles\n    }\n  }\n"): (typeof documents)["\n  query UserDetailPageQuery($id: Int!) {\n    account(id: $id) {\n      ...UserDetailPage_account\n    }\n    abilities {\n      assignableRoles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccountMutation($id: Int!) {\n    approveAccount(id: $id) {\n      ...UserDetailPage_account\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAccountMutation($id: Int!) {\n    approveAccount(id: $id) {\n      ...UserDetailPage_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountStatusMutation($id: Int!, $status: AccountStatus!) {\n    setAccountStatus(id: $id, status: $status) {\n      ...UserDetailPage_account\n    }\n  }\n"): (typeof documents)["\n  mutation SetAccountStatusMutation($id: Int!, $status: AccountStatus!) {\n    setAccountStatus(id: $id, status: $status) {\n      ...UserDetailPage_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAccountRoleMutation($id: Int!, $input: AccountRoleInput!) {\n    changeAccountRole(id: $id, input: $input) {\n      ...UserDetailPage_account\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAccountRoleMutation($id: Int!, $input: AccountRoleInput!) {\n    changeAccountRole(id: $id, input: $input) {\n      ...UserDetailPage_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountMutation($id: Int!) {\n    deleteAccount(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAccountMutation($id: Int!) {\n    deleteAccount(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;