import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/Logo';
import { useSession } from '../../session/session-context';
import type { FileReference } from '../../sync/attachments/store';
import { useAttachment } from '../../sync/attachments/use-attachment';
import { useObjectUrl } from '../../sync/attachments/use-object-url';
import { useReplica } from '../../sync/replica-context';
import { useCompanySettings } from '../company-settings';
import { asFileReference } from '../files';

/** The layout's logo: the company's own when its settings name one, else Sorgfalt's. */
export function BrandLogo() {
  const settings = useCompanySettings(useReplica()?.db);
  const logo = asFileReference(settings?.data.logo);
  return logo ? <CompanyLogo reference={logo} /> : <Logo />;
}

function CompanyLogo({ reference }: { reference: FileReference }) {
  const { t } = useLingui();
  const { tenant } = useSession();
  // Asked again after each sync round: the logo may still be on its way from the device that set it.
  const url = useObjectUrl(useAttachment(reference).blob);
  if (!url) return <Logo />;
  return <img className="logo logo-company" src={url} alt={t`Logo of ${tenant.fullName}`} data-testid="company-logo" />;
}
