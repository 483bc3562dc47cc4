/** The option value of the picker's 'Create new contact' entry; no contact id can take this form. */
export const CREATE_CONTACT_OPTION = '__create_contact__';
