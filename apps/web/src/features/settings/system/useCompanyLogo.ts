import { type CompanyProfile, companyProfileApi } from '@freight/domain';
import { useState } from 'react';
import { endpointUrl } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { checkUpload } from '../../../shared/files/checkUpload';
import { uploadFile } from '../../../shared/files/uploadFile';
import { translate } from '../../../shared/i18n/useT';

/**
 * The logo the company details will be saved with: unchanged, a newly uploaded file (shown from the browser's
 * copy until saved), or removed. Uploading happens on choosing; saving only links the upload.
 */
export function useCompanyLogo(profile: CompanyProfile) {
  const [logo, setLogo] = useState<{ id: number | null; src: string | null } | undefined>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const src = logo
    ? logo.src
    : profile.logo_upload_id
      ? `${endpointUrl(companyProfileApi.logo)}?v=${profile.logo_upload_id}`
      : null;

  const choose = async (file: File | null) => {
    if (!file) return;
    const refusal = checkUpload(file, 'logo');
    if (refusal) return setError(refusal);
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, { purpose: 'logo' });
      setLogo({ id: uploaded.id, src: URL.createObjectURL(file) });
      setError(undefined);
    } catch (failure) {
      setError(apiErrorMessage(failure, translate('companyProfile.logoUploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  return {
    src,
    uploading,
    error,
    /** What Save sends for the logo: nothing when unchanged. */
    changes: logo ? { logo_upload_id: logo.id } : {},
    choose,
    remove: () => setLogo({ id: null, src: null }),
  };
}

export type CompanyLogo = ReturnType<typeof useCompanyLogo>;
