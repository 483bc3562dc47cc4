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
