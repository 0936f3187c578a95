-- Codes are no longer kept in clear at rest: mask those of mails sent before (server/src/mail/outbox.ts).
UPDATE "mail_outbox"
SET "text" = regexp_replace("text", '(Your code: )[A-Za-z0-9]{6}', '\1••••••', 'g'),
    "html" = regexp_replace("html", '(font-family:monospace">)[A-Za-z0-9]{6}(</p>)', '\1••••••\2', 'g')
WHERE "text" ~ 'Your code: [A-Za-z0-9]{6}';
