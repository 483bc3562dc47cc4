import { ADDRESS_MESSAGES as M } from './address';

/** An address create body with every required field filled in: tests change one field at a time from it. */
export const complete = {
  contact_first_name: 'Ana',
  contact_last_name: 'Silva',
  address_line_1: '12 Harbour Road',
  city: 'Lisbon',
  province: 'Lisboa',
  zip_code: '1100-001',
  country: 'Portugal',
  phone: '+351 21 000 0000',
  email: 'ana@example.com',
};

/** The message of each required field when an address is sent without it. */
export const requiredFieldMessages = {
  contact_first_name: M.firstNameRequired,
  contact_last_name: M.lastNameRequired,
  address_line_1: M.addressLine1Required,
  city: M.cityRequired,
  province: M.provinceRequired,
  zip_code: M.zipCodeRequired,
  country: M.countryRequired,
  phone: M.phoneRequired,
  email: M.emailRequired,
};
