/**
 * The three verified-badge designs with their code (spec/3 §2.5 step 8, §2.6 step 7, the Badge
 * tabs): a live preview (the badge script of the API in a sandboxed frame, as on the business's
 * site), "SHOW BADGE CODE" and a copy button. Once the code is on the listing's website, the
 * server's verification job sets the Verification status (spec/3 §4).
 */
import { useState } from 'react';
import { BADGE_TYPES, MSG, badgeSnippet, type BadgeType } from '@ironscore/contract';
import { getApiConfig } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { Button, Card } from '@ironscore/ui';
import styles from './BadgeCodes.module.css';

const DESIGNS: Record<BadgeType, string> = { 1: 'Card', 2: 'Compact', 3: 'Square' };

export function BadgeCodes({ hash, upperCase = true }: { hash: string; upperCase?: boolean }) {
  const apiBase = getApiConfig().apiBase || window.location.origin;
  return (
    <div className={styles.grid}>
      {BADGE_TYPES.map((type) => (
        <BadgeDesign key={type} type={type} code={badgeSnippet(apiBase, hash, type)} upperCase={upperCase} />
      ))}
    </div>
  );
}

function BadgeDesign({ type, code, upperCase }: { type: BadgeType; code: string; upperCase: boolean }) {
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
        sandbox="allow-scripts allow-popups"
        srcDoc={`<!doctype html><body style="margin:0;display:grid;place-items:center;min-height:100%">${code}</body>`}
        loading="lazy"
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
