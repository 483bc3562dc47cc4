import { afterEach, describe, expect, it } from 'vitest';
import '../../test/englishMessages';
import de from '../i18n/catalogs/de.json';
import en from '../i18n/catalogs/en.json';
import { i18n } from '../i18n/i18n';
import { ApiError } from './ApiError';
import { apiErrorMessage, errorReportDetail } from './apiErrorMessage';

describe('apiErrorMessage', () => {
  it("shows the server's words for what the user can act on", () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Client name can be at most 255 characters');
    expect(apiErrorMessage(error, 'Failed to save')).toBe('Client name can be at most 255 characters');
    expect(apiErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Unable to connect'), 'x')).toBe(
      'Unable to connect',
    );
  });

  it('shows the fallback for server failures and unreadable answers, never their raw text', () => {
    expect(apiErrorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong'), 'Failed to save')).toBe(
      'Failed to save',
    );
    expect(apiErrorMessage(new ApiError(502, 'HTTP_ERROR', 'Request failed (502)'), 'Failed to save')).toBe(
      'Failed to save',
    );
    expect(apiErrorMessage(new TypeError('boom'), 'Failed to save')).toBe('Failed to save');
  });

  it('lets a screen say a code its own way', () => {
    const stale = new ApiError(412, 'PRECONDITION_FAILED', 'changed');
    expect(apiErrorMessage(stale, 'x', { PRECONDITION_FAILED: 'Someone else saved first' })).toBe(
      'Someone else saved first',
    );
  });
});

describe('apiErrorMessage in another language', () => {
  const inGerman = () => {
    i18n.load('de', de);
    i18n.activate('de');
  };
  afterEach(() => {
    i18n.load('en', en);
    i18n.activate('en');
  });

  it("says the code's sentence in the reader's language, not the server's English", () => {
    inGerman();
    const forbidden = new ApiError(403, 'FORBIDDEN', 'You do not have permission to delete quotations');
    expect(apiErrorMessage(forbidden, 'x')).toBe('Dazu fehlt Ihnen die Berechtigung.');
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Unable to connect');
    expect(apiErrorMessage(offline, 'x')).toMatch(/^Keine Verbindung zum Server/);
  });

  it('keeps the detail of a sentence the web knows by its English text', () => {
    inGerman();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Email is required');
    expect(apiErrorMessage(error, 'x')).toBe(de['validation.emailRequired']);
  });

  it("shows an English reader the server's own words", () => {
    const forbidden = new ApiError(403, 'FORBIDDEN', 'You do not have permission to delete quotations');
    expect(apiErrorMessage(forbidden, 'x')).toBe('You do not have permission to delete quotations');
  });
});

describe('errorReportDetail', () => {
  it("names an API error's code and a thrown error's kind, with their words, for a crash report", () => {
    expect(errorReportDetail(new ApiError(404, 'NOT_FOUND', 'Quotation 7 not found'))).toBe(
      'NOT_FOUND: Quotation 7 not found',
    );
    expect(errorReportDetail(new TypeError('rows.map is not a function'))).toBe(
      'TypeError: rows.map is not a function',
    );
    expect(errorReportDetail('plain words')).toBe('plain words');
  });
});
