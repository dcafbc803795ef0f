-- One implementation of the purchase (issue #31 §1). Migration 0021's `purchase_order` paid
-- only a new order in one call (reserve-and-pay); the two-step confirm, the webview's gateway
-- capture, subscriptions and a full group's tickets paid in TypeScript (a second ticket
-- write, a second ledger posting). From here every purchase is paid by `purchase_order`:
-- a new order written paid, or a reserved order (`orderId`) marked paid; from the buyer's
-- main balance, or from a system account holding money already taken (`ledger.payFrom`,
-- group play's holds: no spending limits, no balance of its own). The server checks, prices
-- and chooses the draws (src/modules/orders); the function decides the refusals that need
-- locked rows (spending limits, balance) before it writes anything, then writes.
--
-- What counts as spent toward the spending limits is no longer written here as literals:
-- the server passes the rule stated in @veso/domain (`SPENT_FOR_LIMITS`) as `p_spent`
-- {"excludedTicketStatuses": [int], "excludedBuyTypes": [int], "countedShareStates": [text]}.
DROP FUNCTION "play_limits_refusal"(bigint, bigint, timestamptz, jsonb, boolean);--> statement-breakpoint
-- Why the spending limits refuse a purchase of p_amount (NULL: they allow it):
--   {"refused": "excludedForever"} | {"refused": "excludedUntil", "until": <timestamptz>}
--   | {"refused": "overLimit", "period": "daily"|"weekly"|"monthly", "limit": n, "left": n}
-- p_starts: the starts of the Vietnam day, week and month holding p_now ({"daily", "weekly",
-- "monthly"}); p_lock: lock the account's limits row for the caller's transaction, so two
-- payments cannot both slip under a limit; p_spent: what counts as spent (above).
CREATE FUNCTION "play_limits_refusal"(p_account bigint, p_amount bigint, p_now timestamptz,
	p_starts jsonb, p_lock boolean, p_spent jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	r play_limits%ROWTYPE;
	v_limits jsonb;
	v_daily timestamptz := (p_starts->>'daily')::timestamptz;
	v_weekly timestamptz := (p_starts->>'weekly')::timestamptz;
	v_monthly timestamptz := (p_starts->>'monthly')::timestamptz;
	v_statuses int[];
	v_buy_types int[];
	v_share_states text[];
	v_spent jsonb;
	v_period text;
	v_limit bigint;
	v_used bigint;
BEGIN
	IF jsonb_typeof(p_spent->'excludedTicketStatuses') IS DISTINCT FROM 'array'
		OR jsonb_typeof(p_spent->'excludedBuyTypes') IS DISTINCT FROM 'array'
		OR jsonb_typeof(p_spent->'countedShareStates') IS DISTINCT FROM 'array' THEN
		RAISE EXCEPTION 'play_limits_refusal needs what counts as spent (p_spent)';
	END IF;
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
	v_statuses := ARRAY(SELECT jsonb_array_elements_text(p_spent->'excludedTicketStatuses')::int);
	v_buy_types := ARRAY(SELECT jsonb_array_elements_text(p_spent->'excludedBuyTypes')::int);
	v_share_states := ARRAY(SELECT jsonb_array_elements_text(p_spent->'countedShareStates'));
	SELECT jsonb_build_object(
		'daily', coalesce(sum(s.price) FILTER (WHERE s.at >= v_daily), 0),
		'weekly', coalesce(sum(s.price) FILTER (WHERE s.at >= v_weekly), 0),
		'monthly', coalesce(sum(s.price) FILTER (WHERE s.at >= v_monthly), 0))
	INTO v_spent
	FROM (
		SELECT t.price, t.created_at AS at FROM tickets t
		WHERE t.account_id = p_account AND t.status <> ALL (v_statuses)
			AND t.created_at >= least(v_daily, v_weekly, v_monthly)
			AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = t.order_id
				AND o.buy_type = ANY (v_buy_types))
		UNION ALL
		SELECT m.amount, m.joined_at FROM group_play_members m
		WHERE m.account_id = p_account AND m.state = ANY (v_share_states)
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
-- Pays a purchase (src/modules/orders/repo.ts `purchaseOrder` is its only caller). In order:
--   1. a new order (no p.orderId) whose requestId the account already used: {"duplicate":
--      true}; a reserved order (p.orderId) that is not the account's or not reserved (its
--      row locked): {"notPayable": <state or "missing">};
--   2. paid from the main balance (no ledger.payFrom): the spending limits (the limits row
--      locked), {"refused": <play_limits_refusal>}; the main balance (its row locked) short
--      of the amount, {"refused": {"refused": "insufficient"}};
--   3. the new order written paid with its items (ON CONFLICT on its requestId, a twin call
--      that got there first: {"duplicate": true}), or the reserved order marked paid;
--   4. the posting checked (it sums to zero and takes the order's amount from the payer),
--      the main balance debited (a system payer keeps no running balance), the ledger
--      transaction and entries written (system accounts opened on first use);
--   5. one ticket per item and draw (p.draws, by item position; one draw per period).
-- Every refusal is decided before anything is written, so it changes nothing. Answers
-- {"order", "items", "tickets"} as rows (to_jsonb) and the buyer's balances after it
-- {"balance", "prizeBalance"}.
-- p: accountId, requestId, now, ticketStatus (a new ticket's status), draws [[{drawCode,
-- drawAt, salesCloseAt}]] (per item position), limitStarts and spent (see
-- play_limits_refusal), ledger {kind, ref (the order id is appended), main, prize, payFrom?,
-- system [ids], entries [{account, amount}]}; a reserved order: orderId; a new order:
-- buyType, deliveryType, shipType, channel, paymentVendor, cutoffPolicy, amount, shipFee,
-- receiverInfo, customerInfo, subscriptionId, expiresAt, items [{position, product,
-- number_infos, lines, periods, draw_codes, price}].
CREATE OR REPLACE FUNCTION "purchase_order"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_account bigint := (p->>'accountId')::bigint;
	v_now timestamptz := (p->>'now')::timestamptz;
	v_order_id bigint := (p->>'orderId')::bigint;
	v_main text := p->'ledger'->>'main';
	v_pay_from text := p->'ledger'->>'payFrom';
	v_amount bigint;
	v_ship_fee bigint;
	v_state text;
	v_refusal jsonb;
	v_sum bigint;
	v_taken bigint;
	v_balance bigint;
	v_prize bigint;
	v_order jsonb;
	v_transaction_id bigint;
	v_items jsonb;
	v_tickets jsonb;
BEGIN
	IF v_order_id IS NULL THEN
		IF EXISTS (SELECT 1 FROM orders WHERE account_id = v_account
			AND request_id = p->>'requestId') THEN
			RETURN jsonb_build_object('duplicate', true);
		END IF;
		v_amount := (p->>'amount')::bigint;
		v_ship_fee := (p->>'shipFee')::bigint;
	ELSE
		SELECT state, amount, ship_fee INTO v_state, v_amount, v_ship_fee FROM orders
		WHERE id = v_order_id AND account_id = v_account FOR UPDATE;
		IF v_state IS DISTINCT FROM 'reserved' THEN
			RETURN jsonb_build_object('notPayable', coalesce(v_state, 'missing'));
		END IF;
	END IF;
	IF v_pay_from IS NULL THEN
		v_refusal := play_limits_refusal(v_account, v_amount - v_ship_fee, v_now,
			p->'limitStarts', true, p->'spent');
		IF v_refusal IS NOT NULL THEN
			RETURN jsonb_build_object('refused', v_refusal);
		END IF;
		SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_main FOR UPDATE;
		IF v_balance IS NULL OR v_balance < v_amount THEN
			RETURN jsonb_build_object('refused', jsonb_build_object('refused', 'insufficient'));
		END IF;
	END IF;
	IF v_order_id IS NULL THEN
		INSERT INTO orders (account_id, request_id, state, buy_type, delivery_type, ship_type,
			channel, payment_vendor, cutoff_policy, amount, ship_fee, receiver_info,
			customer_info, pay_request_id, subscription_id, created_at, expires_at, paid_at)
		VALUES (v_account, p->>'requestId', 'paid', (p->>'buyType')::int,
			(p->>'deliveryType')::int, (p->>'shipType')::int, p->>'channel',
			(p->>'paymentVendor')::int, p->>'cutoffPolicy', v_amount, v_ship_fee,
			p->'receiverInfo', p->'customerInfo', p->>'requestId', (p->>'subscriptionId')::bigint,
			v_now, (p->>'expiresAt')::timestamptz, v_now)
		ON CONFLICT DO NOTHING
		RETURNING id, to_jsonb(orders.*) INTO v_order_id, v_order;
		IF v_order_id IS NULL THEN
			RETURN jsonb_build_object('duplicate', true);
		END IF;
		WITH written AS (
			INSERT INTO order_items (id, order_id, position, product, number_infos, lines,
				periods, draw_codes, price)
			SELECT nextval(pg_get_serial_sequence('order_items', 'id')), v_order_id,
				line.position, line.product, line.number_infos, line.lines, line.periods,
				line.draw_codes, line.price
			FROM jsonb_to_recordset(p->'items') AS line (position int, product text,
				number_infos jsonb, lines int, periods int, draw_codes jsonb, price bigint)
			ORDER BY line.position
			RETURNING *
		)
		SELECT jsonb_agg(to_jsonb(written.*) ORDER BY written.position) INTO v_items FROM written;
	ELSE
		UPDATE orders SET state = 'paid', paid_at = v_now, pay_request_id = p->>'requestId'
		WHERE id = v_order_id
		RETURNING to_jsonb(orders.*) INTO v_order;
		SELECT jsonb_agg(to_jsonb(i.*) ORDER BY i.position) INTO v_items
		FROM order_items i WHERE i.order_id = v_order_id;
	END IF;
	IF v_items IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements(v_items) AS item (value)
		WHERE jsonb_typeof(p->'draws'->((item.value->>'position')::int)) IS DISTINCT FROM 'array'
			OR jsonb_array_length(p->'draws'->((item.value->>'position')::int))
				<> (item.value->>'periods')::int) THEN
		RAISE EXCEPTION 'A purchase needs items, each with one draw per period';
	END IF;
	SELECT sum(e.amount), sum(e.amount) FILTER (WHERE e.account = coalesce(v_pay_from, v_main))
	INTO v_sum, v_taken
	FROM jsonb_to_recordset(p->'ledger'->'entries') AS e (account text, amount bigint);
	IF v_sum IS DISTINCT FROM 0 OR v_taken IS DISTINCT FROM -v_amount THEN
		RAISE EXCEPTION 'A purchase''s posting must sum to zero and take the order''s amount';
	END IF;
	IF v_pay_from IS NULL THEN
		UPDATE ledger_accounts SET balance = balance - v_amount, updated_at = v_now
		WHERE id = v_main
		RETURNING balance INTO v_balance;
	ELSE
		SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_main;
	END IF;
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
		INSERT INTO tickets (order_id, item_id, account_id, product, draw_code, draw_at,
			sales_close_at, price, status, created_at)
		SELECT v_order_id, (item.value->>'id')::bigint, v_account, item.value->>'product',
			draw.value->>'drawCode', (draw.value->>'drawAt')::timestamptz,
			(draw.value->>'salesCloseAt')::timestamptz,
			(item.value->>'price')::bigint / (item.value->>'periods')::int,
			(p->>'ticketStatus')::int, v_now
		FROM jsonb_array_elements(v_items) WITH ORDINALITY AS item (value, n)
		CROSS JOIN LATERAL jsonb_array_elements(p->'draws'->((item.value->>'position')::int))
			WITH ORDINALITY AS draw (value, n)
		ORDER BY item.n, draw.n
		RETURNING *
	)
	SELECT jsonb_agg(to_jsonb(written.*) ORDER BY written.id) INTO v_tickets FROM written;
	SELECT balance INTO v_prize FROM ledger_accounts WHERE id = p->'ledger'->>'prize';
	RETURN jsonb_build_object('order', v_order, 'items', v_items, 'tickets', v_tickets,
		'balance', coalesce(v_balance, 0), 'prizeBalance', coalesce(v_prize, 0));
END;
$$;
