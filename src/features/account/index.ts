// What other features may use of the account area; they import it only through this file (the import rules). The
// interest dialog (applications) lets the applicant correct their contact details with the account page's rules.
export { BASIC_INFORMATION_FIELD_IDS, basicInformationResolver, type BasicInformationValues } from './BasicInformationForm';
export { BasicInformationFields, basicInformationValuesOf, basicInformationVariables } from './BasicInformationFields';
