import { graphql } from '../../gql';

export const SidoListQuery = graphql(`
  query SidoListQuery {
    locals(searchType: "SD") {
      code
      name
    }
  }
`);

export const SggListQuery = graphql(`
  query SggListQuery($sdCode: String!) {
    locals(searchType: "SGG", sdCode: $sdCode) {
      code
      name
    }
  }
`);

export const EducationOfficeListQuery = graphql(`
  query EducationOfficeListQuery {
    educationOffices {
      id
      name
      sdCode
    }
  }
`);

export const SchoolPickerQuery = graphql(`
  query SchoolPickerQuery($keyword: String, $sdCode: String, $size: Int) {
    schoolSearch(keyword: $keyword, sdCode: $sdCode, size: $size) {
      content {
        id
        name
        type
        sdCode
        sggCode
        address
      }
    }
  }
`);

export const CenterPickerQuery = graphql(`
  query CenterPickerQuery($keyword: String, $sdCode: String) {
    centers(keyword: $keyword, sdCode: $sdCode, size: 100) {
      content {
        id
        name
        code
        sdCode
      }
    }
  }
`);
