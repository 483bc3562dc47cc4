import { textField } from '../shared/fields';

/** What a Peppol ID that is not a scheme code and an identifier answers. */
const PEPPOL_ID_MESSAGE = 'Peppol ID must be a scheme code and an identifier, like 0088:5790000435975';

// A Peppol participant: the four-digit code of its identifier scheme (EAS: 0088 GLN, 0192 Norwegian
// organisation number, 9925 Belgian VAT …) and the identifier in that scheme, as the Peppol directory writes it.
const PEPPOL_ID = /^(\d{4}):(\S{1,100})$/;

/** The electronic address an e-invoice is routed to: the scheme code and the identifier in it. */
export interface PeppolAddress {
  scheme: string;
  id: string;
}

/** The scheme and identifier of a Peppol ID ('0088:5790000435975'); undefined when empty or malformed. */
export function parsePeppolId(value: string): PeppolAddress | undefined {
  const match = PEPPOL_ID.exec(value.trim());
  return match ? { scheme: match[1]!, id: match[2]! } : undefined;
}

/** An optional Peppol ID field: empty, or a scheme code and an identifier. */
export const peppolIdField = () =>
  textField('Peppol ID', { max: 110 }).refine(
    (value) => value === '' || PEPPOL_ID.test(value),
    PEPPOL_ID_MESSAGE,
  );
