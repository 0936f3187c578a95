/**
 * The three verified-badge designs with their code (spec/3 §2.5 step 8, §2.6 step 7, the Badge
 * tabs): a preview, "SHOW BADGE CODE" and a copy button. Once the code is on the listing's website,
 * the server's verification job sets the Verification status (spec/3 §4).
 *
 * The preview is the badge's own markup (badgePreviewDocument of the contract, the markup the API's
 * badge script draws) in a sandboxed frame that runs no script at all: the shell's
 * Content-Security-Policy stays as it is (no script of the API origin allowed into the site's
 * pages), and the preview shows the owner's listing even before it is published, when the script
 * draws nothing.
 */
import { useState } from 'react';
import { BADGE_TYPES, MSG, badgePreviewDocument, badgeSnippet, type BadgeType, type BadgeView } from '@ironscore/contract';
import { getApiConfig } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { Button, Card } from '@ironscore/ui';
import styles from './BadgeCodes.module.css';

const DESIGNS: Record<BadgeType, string> = { 1: 'Card', 2: 'Compact', 3: 'Square' };

export function BadgeCodes({ badge, upperCase = true }: { badge: BadgeView; upperCase?: boolean }) {
  const apiBase = getApiConfig().apiBase || window.location.origin;
  return (
    <div className={styles.grid}>
      {BADGE_TYPES.map((type) => (
        <BadgeDesign key={type} type={type} badge={badge} code={badgeSnippet(apiBase, badge.hash, type)} upperCase={upperCase} />
      ))}
    </div>
  );
}

function BadgeDesign({ type, badge, code, upperCase }: { type: BadgeType; badge: BadgeView; code: string; upperCase: boolean }) {
  const [shown, setShown] = useState(false);
  const label = upperCase ? MSG.business.showBadgeCode : 'Show badge code';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast('success', MSG.business.badgeCopied);
    } catch {
      toast('warning', MSG.business.badgeCopyFailed);
    }
  };
  return (
    <Card as="article" aria-label={`Badge design ${type}: ${DESIGNS[type]}`} className={styles.design}>
      <p className={styles.name}>
        Design {type}: {DESIGNS[type]}
      </p>
      <iframe
        className={styles.preview}
        title={`Preview of badge design ${type}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={badgePreviewDocument(badge, type)}
      />
      <Button size="sm" variant="secondary" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {label}
      </Button>
      {shown && (
        <>
          <textarea className={styles.code} readOnly value={code} aria-label={`Code of badge design ${type}`} rows={4} onFocus={(e) => e.currentTarget.select()} />
          <Button size="sm" onClick={() => void copy()}>
            {MSG.business.copyBadgeCode}
          </Button>
        </>
      )}
    </Card>
  );
}
