-- System ledger accounts no longer keep a running balance: their balance is the sum of
-- their entries (a hot row every purchase and top-up queued on). Clear the stored ones.
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "allow_negative";
