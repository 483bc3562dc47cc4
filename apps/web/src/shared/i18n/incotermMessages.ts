import type { Incoterm } from '@freight/domain';
import type { MessageId } from './i18n';
import type { Translate } from './useT';

// The domain names the Incoterms 2020 rules in English (INCOTERM_LABELS in packages/domain/src/incoterms) for
// the API and the documents; a screen draws each rule by its code, which every language keeps, and the ICC's
// name for it in the reader's language ('FCA Frei Frachtführer').

/** Each rule's name, as a message. */
const INCOTERM_MESSAGES: Record<Incoterm, MessageId> = {
  EXW: 'incoterm.exw',
  FCA: 'incoterm.fca',
  CPT: 'incoterm.cpt',
  CIP: 'incoterm.cip',
  DAP: 'incoterm.dap',
  DPU: 'incoterm.dpu',
  DDP: 'incoterm.ddp',
  FAS: 'incoterm.fas',
  FOB: 'incoterm.fob',
  CFR: 'incoterm.cfr',
  CIF: 'incoterm.cif',
};

/** 'FOB Free on Board' in English (the domain's `incotermLabel`), 'FOB Frei an Bord' in German. */
export function incotermName(term: Incoterm, t: Translate): string {
  return `${term} ${t(INCOTERM_MESSAGES[term])}`;
}
