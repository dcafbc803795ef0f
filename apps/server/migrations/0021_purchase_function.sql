-- A paid order in one database round trip (issue #19 §1). The server checks and prices an
-- order in TypeScript as before (src/modules/orders/reserve.ts) and hands the priced order to
-- `purchase_order` as one JSON document; the function writes and pays it in the call's own
-- transaction, so a purchase is one statement instead of BEGIN, four statements and COMMIT.
--
-- `play_limits_refusal` is the one implementation of the spending-limits check (self-exclusion,
-- daily / weekly / monthly limits with a pending change that has come into force): the
-- purchase function calls it, and so does every other purchase through
-- src/modules/responsible-play `assertMayBuy`. It answers NULL when the purchase may go
-- ahead, else why not (the server words the refusal):
--   {"refused": "excludedForever"} | {"refused": "excludedUntil", "until": <timestamptz>}
--   | {"refused": "overLimit", "period": "daily"|"weekly"|"monthly", "limit": n, "left": n}
-- p_amount: what the purchase spends on tickets (đồng); p_starts: the starts of the Vietnam
-- day, week and month holding p_now ({"daily", "weekly", "monthly"}, computed by the server);
-- p_lock: lock the account's limits row for the caller's transaction, so two payments cannot
-- both slip under a limit (the second waits, then counts the first's tickets).
-- What was spent: the account's own tickets not cancelled (ticket status 3, `TicketStatus`),
-- not of a group's order (buy type 3, `BuyType.group`: each member spent their shares), and
-- its group shares held or paid, at the time it joined.
CREATE FUNCTION "play_limits_refusal"(p_account bigint, p_amount bigint, p_now timestamptz,
	p_starts jsonb, p_lock boolean) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	r play_limits%ROWTYPE;
	v_limits jsonb;
	v_daily timestamptz := (p_starts->>'daily')::timestamptz;
	v_weekly timestamptz := (p_starts->>'weekly')::timestamptz;
	v_monthly timestamptz := (p_starts->>'monthly')::timestamptz;
	v_spent jsonb;
	v_period text;
	v_limit bigint;
	v_used bigint;
BEGIN
	IF p_lock THEN
		SELECT * INTO r FROM play_limits WHERE account_id = p_account FOR UPDATE;
	ELSE
		SELECT * INTO r FROM play_limits WHERE account_id = p_account;
	END IF;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	IF r.excluded_permanently THEN
		RETURN jsonb_build_object('refused', 'excludedForever');
	END IF;
	IF r.excluded_until > p_now THEN
		RETURN jsonb_build_object('refused', 'excludedUntil', 'until', r.excluded_until);
	END IF;
	v_limits := jsonb_build_object('daily', r.daily_limit, 'weekly', r.weekly_limit,
		'monthly', r.monthly_limit);
	IF jsonb_typeof(r.pending) = 'object' AND r.pending_at <= p_now THEN
		v_limits := v_limits || coalesce((SELECT jsonb_object_agg(key, value)
			FROM jsonb_each(r.pending) WHERE key IN ('daily', 'weekly', 'monthly')), '{}');
	END IF;
	IF jsonb_typeof(v_limits->'daily') = 'null' AND jsonb_typeof(v_limits->'weekly') = 'null'
		AND jsonb_typeof(v_limits->'monthly') = 'null' THEN
		RETURN NULL;
	END IF;
	SELECT jsonb_build_object(
		'daily', coalesce(sum(s.price) FILTER (WHERE s.at >= v_daily), 0),
		'weekly', coalesce(sum(s.price) FILTER (WHERE s.at >= v_weekly), 0),
		'monthly', coalesce(sum(s.price) FILTER (WHERE s.at >= v_monthly), 0))
	INTO v_spent
	FROM (
		SELECT t.price, t.created_at AS at FROM tickets t
		WHERE t.account_id = p_account AND t.status <> 3
			AND t.created_at >= least(v_daily, v_weekly, v_monthly)
			AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = t.order_id AND o.buy_type = 3)
		UNION ALL
		SELECT m.amount, m.joined_at FROM group_play_members m
		WHERE m.account_id = p_account AND m.state IN ('held', 'paid')
			AND m.joined_at >= least(v_daily, v_weekly, v_monthly)
	) s;
	FOREACH v_period IN ARRAY ARRAY['daily', 'weekly', 'monthly'] LOOP
		v_limit := (v_limits->>v_period)::bigint;
		v_used := (v_spent->>v_period)::bigint;
		IF v_limit IS NOT NULL AND v_used + p_amount > v_limit THEN
			RETURN jsonb_build_object('refused', 'overLimit', 'period', v_period, 'limit', v_limit,
				'left', greatest(0, v_limit - v_used));
		END IF;
	END LOOP;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Writes and pays a priced order from the buyer's main balance (src/modules/orders/repo.ts
-- `purchaseOrder` is its only caller; the server has validated, priced and chosen the draws
-- of every item at p.now). In order:
--   1. an order of the account with this requestId already exists: {"duplicate": true};
--   2. the spending limits (the limits row locked): {"refused": <play_limits_refusal>};
--   3. the main balance (its row locked) does not cover the amount: {"refused":
--      {"refused": "insufficient"}};
--   4. the order is written paid with its items (ON CONFLICT on its requestId, a twin call
--      that got there first: {"duplicate": true});
--   5. the main balance is debited and the ledger posting written (its system accounts
--      opened on first use), then one ticket per item and draw.
-- Every refusal is decided before anything is written, so it changes nothing. Answers
-- {"order", "items", "tickets"} as rows (to_jsonb) and the balances after it
-- {"balance", "prizeBalance"}.
-- p: accountId, requestId, buyType, deliveryType, shipType, channel, paymentVendor,
-- cutoffPolicy, amount, shipFee, receiverInfo, customerInfo, subscriptionId, now,
-- expiresAt, ticketStatus (a new ticket's status), items [{position, product, number_infos,
-- lines, periods, draw_codes [{drawCode, drawAt, salesCloseAt}], price}], limitStarts (see
-- play_limits_refusal), ledger {kind, ref (the order id is appended), main, prize, system
-- [ids], entries [{account, amount}] (the main balance's entry is -amount)}.
CREATE FUNCTION "purchase_order"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_account bigint := (p->>'accountId')::bigint;
	v_now timestamptz := (p->>'now')::timestamptz;
	v_amount bigint := (p->>'amount')::bigint;
	v_ship_fee bigint := (p->>'shipFee')::bigint;
	v_main text := p->'ledger'->>'main';
	v_refusal jsonb;
	v_balance bigint;
	v_prize bigint;
	v_order jsonb;
	v_order_id bigint;
	v_transaction_id bigint;
	v_items jsonb;
	v_tickets jsonb;
BEGIN
	IF EXISTS (SELECT 1 FROM orders WHERE account_id = v_account
		AND request_id = p->>'requestId') THEN
		RETURN jsonb_build_object('duplicate', true);
	END IF;
	v_refusal := play_limits_refusal(v_account, v_amount - v_ship_fee, v_now, p->'limitStarts',
		true);
	IF v_refusal IS NOT NULL THEN
		RETURN jsonb_build_object('refused', v_refusal);
	END IF;
	SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_main FOR UPDATE;
	IF v_balance IS NULL OR v_balance < v_amount THEN
		RETURN jsonb_build_object('refused', jsonb_build_object('refused', 'insufficient'));
	END IF;
	INSERT INTO orders (account_id, request_id, state, buy_type, delivery_type, ship_type,
		channel, payment_vendor, cutoff_policy, amount, ship_fee, receiver_info, customer_info,
		pay_request_id, subscription_id, created_at, expires_at, paid_at)
	VALUES (v_account, p->>'requestId', 'paid', (p->>'buyType')::int, (p->>'deliveryType')::int,
		(p->>'shipType')::int, p->>'channel', (p->>'paymentVendor')::int, p->>'cutoffPolicy',
		v_amount, v_ship_fee, p->'receiverInfo', p->'customerInfo', p->>'requestId',
		(p->>'subscriptionId')::bigint, v_now, (p->>'expiresAt')::timestamptz, v_now)
	ON CONFLICT DO NOTHING
	RETURNING id, to_jsonb(orders.*) INTO v_order_id, v_order;
	IF v_order_id IS NULL THEN
		RETURN jsonb_build_object('duplicate', true);
	END IF;
	IF (SELECT sum(e.amount) FROM jsonb_to_recordset(p->'ledger'->'entries')
		AS e (account text, amount bigint)) <> 0 THEN
		RAISE EXCEPTION 'A posting must sum to zero';
	END IF;
	UPDATE ledger_accounts SET balance = balance - v_amount, updated_at = v_now
	WHERE id = v_main
	RETURNING balance INTO v_balance;
	INSERT INTO ledger_accounts (id, owner_id, kind, allow_negative)
	SELECT s.id, NULL, s.id, true FROM jsonb_array_elements_text(p->'ledger'->'system') AS s (id)
	ORDER BY s.id
	ON CONFLICT DO NOTHING;
	INSERT INTO ledger_transactions (kind, ref, created_at)
	VALUES (p->'ledger'->>'kind', (p->'ledger'->>'ref') || v_order_id, v_now)
	RETURNING id INTO v_transaction_id;
	INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, created_at)
	SELECT v_transaction_id, e.account, e.amount, v_now
	FROM jsonb_to_recordset(p->'ledger'->'entries') AS e (account text, amount bigint);
	WITH written AS (
		INSERT INTO order_items (id, order_id, position, product, number_infos, lines, periods,
			draw_codes, price)
		SELECT nextval(pg_get_serial_sequence('order_items', 'id')), v_order_id, line.position,
			line.product, line.number_infos, line.lines, line.periods, line.draw_codes, line.price
		FROM jsonb_to_recordset(p->'items') AS line (position int, product text,
			number_infos jsonb, lines int, periods int, draw_codes jsonb, price bigint)
		ORDER BY line.position
		RETURNING *
	)
	SELECT jsonb_agg(to_jsonb(written.*) ORDER BY written.position) INTO v_items FROM written;
	WITH written AS (
		INSERT INTO tickets (order_id, item_id, account_id, product, draw_code, draw_at,
			sales_close_at, price, status, created_at)
		SELECT v_order_id, (item.value->>'id')::bigint, v_account, item.value->>'product',
			draw.value->>'drawCode', (draw.value->>'drawAt')::timestamptz,
			(draw.value->>'salesCloseAt')::timestamptz,
			(item.value->>'price')::bigint / (item.value->>'periods')::int,
			(p->>'ticketStatus')::int, v_now
		FROM jsonb_array_elements(v_items) WITH ORDINALITY AS item (value, n)
		CROSS JOIN LATERAL jsonb_array_elements(item.value->'draw_codes')
			WITH ORDINALITY AS draw (value, n)
		ORDER BY item.n, draw.n
		RETURNING *
	)
	SELECT jsonb_agg(to_jsonb(written.*) ORDER BY written.id) INTO v_tickets FROM written;
	SELECT balance INTO v_prize FROM ledger_accounts WHERE id = p->'ledger'->>'prize';
	RETURN jsonb_build_object('order', v_order, 'items', v_items, 'tickets', v_tickets,
		'balance', v_balance, 'prizeBalance', coalesce(v_prize, 0));
END;
$$;
