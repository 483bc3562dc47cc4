import { type CompanyProfileUpdate, companyProfileApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { useSingletonRecord } from '../../../shared/api/useSingletonRecord';

const KEY = ['company-profile'] as const;

/** The company's details on quotes and the quote e-mail template, and saving them (If-Match: the version read). */
export function useCompanyProfile() {
  return useSingletonRecord({
    key: KEY,
    load: (signal) => callApi(companyProfileApi.get, { signal }),
    save: (changes: CompanyProfileUpdate, version) =>
      callApi(companyProfileApi.update, { body: changes, ifMatch: version }),
  });
}
