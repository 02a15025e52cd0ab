package california

import (
	"fmt"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Baccarat 9 (seed 000) deals two three-card hands, the Player's (community
// cards face up) and the Banker's, from decks with the 7s, 8s and 9s removed
// and extra ten-valued cards added. Either hand may take a fourth card. The
// Player's bettors choose, inside the option band, to stand or to share one
// community hit card; Banker and Tie bettors are settled against the Player
// hand completed the house way (hit on 5 or less). The rule book gives two
// versions, which a table setting chooses: version 1 (undated, lines
// 1032-1130) and version 2 (January 13, 2009, lines 1267-1332).

// Bet ids of Baccarat 9.
const (
	BetPlayer = "player"
	BetBanker = "banker"
	BetTie    = "tie"
)

// baccarat9Seats: "betting spots for 1-8 players" (lines 1036, 1273).
const baccarat9Seats = 8

// Baccarat9Record is the JSON form of one Baccarat 9 hand:
//
//	{"table_id": "B9-2", "hand_number": 311, "game": "baccarat-9",
//	 "dealt_at": "2026-11-21T22:14:05-08:00",
//	 "cards": {"player": ["AH", "KD", "4C", "3S"], "banker": ["QS", "6H", "AD"]},
//	 "player_hits": [{"seat": 4}],
//	 "player_dealer": {"seat": 1, "bank": "300.00", "net": "15.00"},
//	 "wagers": [{"seat": 2, "bet": "banker", "amount": "50.00", "result": "lose", "payout": "0.00"},
//	            {"seat": 4, "bet": "player", "amount": "40.00", "result": "win", "payout": "40.00"},
//	            {"seat": 6, "bet": "tie", "amount": "5.00", "result": "lose", "payout": "0.00"}],
//	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "3.00"}]}
//
// The Player's ace, king and 4 make 5, in the option band of version 2;
// seat 4 hits and the community 3 makes its hand 8, beating the Banker's
// 7. The Banker wager of seat 2 faces the house-way Player hand, which hits
// on 5: 8 against 7, it loses (lines 1306-1310).
//
// Each hand lists its cards in the order dealt: three, then the hit card
// if one was dealt. For the Player hand the fourth card is the one community
// hit card (line 1304). player_hits lists the Player wagers moved to the hit
// position by bettors who chose to hit in the option band (lines 1071-1075,
// 1302-1304); the other Player wagers there stand. action_seat (version 1
// only) is where the action button was placed (line 1078); without it the
// action starts left of the player-dealer.
type Baccarat9Record struct {
	rules.Envelope
	Cards        Baccarat9Cards            `json:"cards"`
	PlayerHits   []BettorRecord            `json:"player_hits,omitempty"`
	ActionSeat   int                       `json:"action_seat,omitempty"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// Baccarat9Cards holds the two hands.
type Baccarat9Cards struct {
	Player []string `json:"player"`
	Banker []string `json:"banker"`
}

// BettorRecord names one bettor: a seat and, behind it, a backline bettor
// (0 or absent for the seated player).
type BettorRecord struct {
	Seat     int `json:"seat"`
	Backline int `json:"backline,omitempty"`
}

// b9Version holds what differs between the two versions.
type b9Version struct {
	n int
	// playerMustHit: the Player hand must take a hit on this total or less
	// (version 1: zero to three, line 1065; version 2: zero to four, line
	// 1301); up to 6 is the option band, 7 to 9 stand.
	playerMustHit int
	// extraTens is the ten-valued cards added per deck (lines 1040, 1277),
	// tens is whether the deck keeps its own tens.
	extraTens int
	tens      bool
	// naturalNine: a three-card 9 on either hand stops all drawing (version
	// 2, rule 17, line 1300).
	naturalNine                                                     bool
	backline                                                        bool
	deck, values, mustHit, option, stand, bankDraw, houseWay, seats rules.Cite
	// Settlement lines.
	win, lose, bankerWin, bankerLose, lowTie, otherTie, bankerLowTie, tie rules.Cite
}

var b9v1 = b9Version{
	n: 1, playerMustHit: 3, extraTens: 8, tens: false, backline: true,
	deck: at("1040"), values: at("1038"), mustHit: at("1065"), option: at("1066"), stand: at("1067"),
	bankDraw: at("1080"), houseWay: at("1082"), seats: at("1036"),
	win: at("1058"), lose: at("1058"), bankerWin: at("1058"), bankerLose: at("1058"),
	lowTie: at("1079"), otherTie: at("1079"), bankerLowTie: at("1079"), tie: at("1081"),
}

var b9v2 = b9Version{
	n: 2, playerMustHit: 4, extraTens: 4, tens: true, naturalNine: true,
	deck: at("1277"), values: at("1292"), mustHit: at("1301"), option: at("1302-1304"), stand: at("1305"),
	bankDraw: at("1313"), houseWay: at("1306-1308"), seats: at("1273"),
	win: at("1291"), lose: at("1291"), bankerWin: at("1309"), bankerLose: at("1310"),
	lowTie: at("1315"), otherTie: at("1315"), bankerLowTie: at("1311"), tie: at("1315"),
}

// ruleB9BankerLosesTies is version 2's rule 21, last bullet: a Banker
// bettor "loses" a tie on any total but 0 or 1, against rule 24's "All other
// ties 'Push'" (interpretation CA-B3).
var ruleB9BankerLosesTies = at("1312")

// Baccarat 9 settings.
const (
	keyVersion         = "version"
	keyBankerOtherTies = "banker_other_ties"
)

type baccarat9 struct {
	specs []rules.SettingSpec
	fees  FeeSchedule
}

// baccarat9Settings are a Baccarat 9 table's settings.
type baccarat9Settings struct {
	settingValues
	v     *b9Version
	decks int
	// bankerLosesTies: version 2 Banker bettors lose ties on 2 to 9 (rule
	// 21) instead of pushing (rule 24).
	bankerLosesTies bool
	// exhausted: what follows once the player-dealer's wager is exhausted
	// (bank_exhausted; neither text says, line 3422 does).
	exhausted rules.Exhausted
}

// Baccarat9 returns Baccarat 9, both versions (seed 000 lines 1032-1130 and
// 1267-1332), the version a table setting.
func Baccarat9() rules.Game {
	return &baccarat9{fees: scheduleFees("baccarat-9"), specs: []rules.SettingSpec{
		fees.ScheduleSetting("baccarat-9"),
		rules.BankExhaustedSpec(""),
		{Key: keyVersion, Default: "2", Allowed: []string{"1", "2"},
			Doc:  "Which of the two Baccarat 9 texts the table deals: 1 (undated, lines 1032-1130) or 2 (dated January 13, 2009, lines 1267-1332). They differ in the decks, the Player hand's option band, the three-card 9 and backline betting.",
			Rule: at("1271")},
		intSpec(keyDecks, 8, 2, 8, at("1277"),
			"Decks in the shoe, each stripped of its 7s, 8s and 9s and given extra ten-valued cards. Version 1 uses six or eight (line 1040); version 2 multiple decks, six or eight preferred (line 1277)."),
		{Key: keyBankerOtherTies, Default: "push", Allowed: []string{"push", "lose"},
			Doc:  "Version 2 only: how a Banker wager settles a tie on 2 to 9. push follows rule 24 (line 1315) and version 1 (line 1079); lose follows rule 21 (line 1312).",
			Rule: at("1312-1315")},
	}}
}

// Info describes the game for the catalog.
func (g *baccarat9) Info() rules.GameInfo {
	v := &b9v2
	return rules.GameInfo{
		ID: "baccarat-9", Name: "Baccarat 9", Family: "baccarat", Banking: "player_dealer",
		Sources: []rules.Cite{at("1032-1130"), at("1267-1332")},
		Decks:   "6 or 8 decks (version 1) or 2 to 8 (version 2), 7s, 8s and 9s removed (and 10s, version 1), 8 (version 1) or 4 (version 2) ten-valued cards added per deck",
		Wagers: []rules.WagerInfo{
			{Bet: BetPlayer, Name: "Player", Wins: "The bettor's Player hand (stood or hit, as the bettor chose in the option band) is higher than the Banker's. Ties on 0 or 1 lose; other ties push.",
				Pays: evenMoney.String(), Rule: v.win},
			{Bet: BetBanker, Name: "Banker", Wins: "The Banker hand is higher than the Player hand completed the house way, or ties it on 0 or 1. Other ties push (banker_other_ties).",
				Pays: evenMoney.String(), Rule: v.bankerWin},
			{Bet: BetTie, Name: "Tie", Wins: "The Banker hand equals the Player hand completed the house way.",
				Pays: rules.ToOne(8).String(), Rule: v.tie},
		},
		Settings: append([]rules.SettingSpec(nil), g.specs...),
	}
}

// HandRecord returns an empty Baccarat9Record, the record the game reads,
// so that whatever writes hand records (the manual entry form) can tell
// which record a game takes by asking it rather than by a list of game ids.
func (g *baccarat9) HandRecord() any { return &Baccarat9Record{} }

// Settings checks a table's settings, fills in defaults and compiles them.
func (g *baccarat9) Settings(values map[string]string) (rules.Settings, error) {
	norm, err := rules.NormalizeSettings(g.specs, values)
	if err != nil {
		return nil, err
	}
	s := &baccarat9Settings{settingValues: norm, v: &b9v2, decks: atoi(norm[keyDecks]), bankerLosesTies: norm[keyBankerOtherTies] == "lose",
		exhausted: rules.ExhaustedOf(norm[rules.SettingBankExhausted])}
	if norm[keyVersion] == "1" {
		s.v = &b9v1
		errs := &rules.InputError{}
		if s.decks != 6 && s.decks != 8 {
			errs.Add("settings."+keyDecks, "%q: version 1 uses six or eight decks (line 1040)", norm[keyDecks])
		}
		if s.bankerLosesTies {
			errs.Add("settings."+keyBankerOtherTies, "applies to version 2 only; version 1 pushes every tie on 2 to 9 (line 1079)")
		}
		if err := errs.Err(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

type baccarat9Hand struct {
	game   *baccarat9
	table  table
	player []rules.Card
	banker []rules.Card
	hits   map[bettor]bool
	// hitFields names each player_hits entry for errors.
	hitFields  []string
	actionSeat int
	backline   bool // some wager is a backline bettor's
}

var b9Removed = []rules.Rank{7, 8, 9}

// Decode reads one record strictly.
func (g *baccarat9) Decode(data []byte) (rules.Hand, error) {
	var r Baccarat9Record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	h := &baccarat9Hand{game: g, hits: map[bettor]bool{}, actionSeat: r.ActionSeat}
	h.table = decodeTable("baccarat-9", r.Envelope, r.PlayerDealer, r.Wagers, r.Collections, []string{BetPlayer, BetBanker, BetTie}, baccarat9Seats, errs)
	removed := "7s, 8s and 9s are removed, lines 1040, 1277"
	for _, x := range []struct {
		field string
		in    []string
		out   *[]rules.Card
	}{{"cards.player", r.Cards.Player, &h.player}, {"cards.banker", r.Cards.Banker, &h.banker}} {
		if len(x.in) < 3 || len(x.in) > 4 {
			errs.Add(x.field, "has %d cards; each hand gets three cards and may take a fourth (lines 1046-1047, 1285-1286)", len(x.in))
		}
		*x.out = decodeCards(x.field, x.in, b9Removed, removed, errs)
	}
	for i, b := range r.PlayerHits {
		f := fmt.Sprintf("player_hits[%d]", i)
		k := bettor{b.Seat, b.Backline}
		switch {
		case !hasWagerRec(r.Wagers, k, BetPlayer):
			errs.Add(f, "seat %d (backline %d) has no Player wager; only Player bettors choose to hit (lines 1071-1075, 1302-1304)", b.Seat, b.Backline)
		case h.hits[k]:
			errs.Add(f, "names seat %d (backline %d) twice", b.Seat, b.Backline)
		}
		h.hits[k] = true
		h.hitFields = append(h.hitFields, f)
	}
	if r.ActionSeat != 0 && (r.ActionSeat < 1 || r.ActionSeat > baccarat9Seats) {
		errs.Add("action_seat", "must be a seat number from 1 to %d", baccarat9Seats)
	} else if r.ActionSeat != 0 && r.PlayerDealer != nil && r.ActionSeat == r.PlayerDealer.Seat {
		errs.Add("action_seat", "is the player-dealer's seat; its position counts as zero and the action goes to a bettor (line 1078)")
	}
	for _, w := range r.Wagers {
		if w.Backline != 0 {
			h.backline = true
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func hasWagerRec(ws []rules.WagerRecord, b bettor, bet string) bool {
	for _, w := range ws {
		if w.Seat == b.seat && w.Backline == b.backline && w.Bet == bet {
			return true
		}
	}
	return false
}

func (h *baccarat9Hand) Envelope() rules.Envelope { return h.table.env }

// b9Value is a card's points: ace one, two to six face value, ten and
// picture cards zero (lines 1096-1105, 1323-1330).
func b9Value(c rules.Card) int { return ninesValue(c) }

func b9Total(cards []rules.Card) int {
	t := 0
	for _, c := range cards {
		t += b9Value(c)
	}
	return lastDigit(t)
}

// b9Overdrawn refuses cards the shoe cannot hold. Each deck holds one of
// every ace to six, jack, queen and king (and ten, version 2), and the
// shoe holds extra ten-valued cards, which may be any ten, jack, queen or
// king (interpretation CA-B1).
func b9Overdrawn(v *b9Version, decks int, hands ...[]rules.Card) error {
	var seen [53]int
	for _, h := range hands {
		for _, c := range h {
			seen[c.Index()]++
		}
	}
	extra, extras := 0, v.extraTens*decks
	for _, c := range rules.Deck52() {
		n := seen[c.Index()]
		base := decks
		if c.Rank() == rules.Ten && !v.tens {
			base = 0
		}
		if n <= base {
			continue
		}
		if ninesValue(c) != 0 {
			return rules.Invalid("cards", "%s appears %d times; the table's shoe of %d decks holds it at most %d times (decks setting, line %s)", c, n, decks, decks, v.deck.Lines)
		}
		extra += n - base
	}
	if extra > extras {
		return rules.Invalid("cards", "the hand shows %d ten-valued cards more than %d decks hold of their ranks; the shoe adds only %d extra ten-valued cards (%d per deck, line %s)",
			extra, decks, extras, v.extraTens, v.deck.Lines)
	}
	return nil
}

// b9Coup is a Baccarat 9 hand reduced to what settles its wagers.
type b9Coup struct {
	natural bool // version 2: a three-card 9 stopped the drawing
	// playerThree is the Player hand's three-card total; playerHit its
	// total with the community hit card, or -1 when none was dealt.
	playerThree, playerHit int
	banker                 int
}

// houseWay is the Player hand completed the house way: hit on 5 or less,
// stand on 6 or more (lines 1082, 1308, 1314).
func (c *b9Coup) houseWay() int {
	if !c.natural && c.playerThree <= 5 {
		return c.playerHit
	}
	return c.playerThree
}

// Verify recomputes the hand under the table's settings.
func (h *baccarat9Hand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf[*baccarat9Settings]("baccarat-9", st)
	if err != nil {
		return nil, err
	}
	v := s.v
	if h.backline && !v.backline {
		for i, w := range h.table.wagers {
			if w.Backline != 0 {
				return nil, rules.Invalid(fmt.Sprintf("wagers[%d].backline", i), "version 2 does not allow backline betting (line 1316)")
			}
		}
	}
	if h.actionSeat != 0 && v.n == 2 {
		return nil, rules.Invalid("action_seat", "version 2 has no action button: the action starts left of the player-dealer (interpretation CA-B6)")
	}
	if err := b9Overdrawn(v, s.decks, h.player, h.banker); err != nil {
		return nil, err
	}
	c, err := h.coup(v)
	if err != nil {
		return nil, err
	}
	first := leftOf(h.table.pd.Seat, baccarat9Seats)
	if h.actionSeat != 0 {
		first = h.actionSeat
	}
	order := orderBetsThenSeats(h.table.wagers, []string{BetPlayer, BetBanker, BetTie}, first, baccarat9Seats)
	verdict := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.table.wagers))}
	h.table.settle(verdict, order, rules.Cover{Exhausted: s.exhausted, Rule: rules.RuleCaliforniaCover}, func(i int) payoff {
		w := h.table.wagers[i]
		switch w.Bet {
		case BetPlayer:
			p := c.playerThree
			if c.playerHit >= 0 && (c.playerThree <= v.playerMustHit || h.hits[bettor{w.Seat, w.Backline}]) {
				p = c.playerHit
			}
			return s.player(w.Amount, p, c.banker)
		case BetBanker:
			return s.bankerBet(w.Amount, c.houseWay(), c.banker)
		}
		return s.tie(w.Amount, c.houseWay(), c.banker)
	})
	h.table.settleCollections(verdict, s, h.game.fees, []string{BetPlayer, BetBanker, BetTie})
	verdict.Outcome = b9Outcome(&c)
	return verdict, nil
}

// coup checks the drawing and reduces the hand to its totals.
func (h *baccarat9Hand) coup(v *b9Version) (b9Coup, error) {
	c := b9Coup{playerThree: b9Total(h.player[:3]), playerHit: -1, banker: b9Total(h.banker)}
	bankerThree := b9Total(h.banker[:3])
	c.natural = v.naturalNine && (c.playerThree == 9 || bankerThree == 9)
	bankerDrew := len(h.banker) == 4
	switch {
	case c.natural && (bankerDrew || len(h.player) == 4):
		field := "cards.banker"
		if !bankerDrew {
			field = "cards.player"
		}
		return c, rules.Invalid(field, "a three-card 9 (Player %d, Banker %d) means no cards are drawn, but the hand shows a fourth card (line 1300)", c.playerThree, bankerThree)
	case !c.natural && bankerThree <= 5 && !bankerDrew:
		return c, rules.Invalid("cards.banker", "the Banker's three cards total %d and it stood; the Banker hand must hit on 5 or less (line %s)", bankerThree, v.bankDraw.Lines)
	case !c.natural && bankerThree >= 6 && bankerDrew:
		return c, rules.Invalid("cards.banker", "the Banker's three cards total %d and it took a card; the Banker hand stands on 6 or more (line %s)", bankerThree, v.bankDraw.Lines)
	}
	mustHit := !c.natural && c.playerThree <= v.playerMustHit
	option := !c.natural && c.playerThree > v.playerMustHit && c.playerThree <= 6
	if len(h.hitFields) > 0 && !option {
		why := fmt.Sprintf("the Player's three cards total %d, outside the option band, so no bettor chooses (lines %s, %s)", c.playerThree, v.mustHit.Lines, v.stand.Lines)
		if c.natural {
			why = "a three-card 9 means no cards are drawn (line 1300)"
		}
		return c, rules.Invalid(h.hitFields[0], "%s", why)
	}
	houseWayHits := !c.natural && c.playerThree <= 5
	houseBets := false
	for _, w := range h.table.wagers {
		if w.Bet != BetPlayer {
			houseBets = true
		}
	}
	required := mustHit || len(h.hitFields) > 0 || (houseWayHits && houseBets)
	allowed := required || houseWayHits
	switch drew := len(h.player) == 4; {
	case drew && !allowed:
		return c, rules.Invalid("cards.player", "the Player's three cards total %d and no bettor took the hit card: no Player wager is in player_hits and the house way stands on %d (lines %s, %s)",
			c.playerThree, c.playerThree, v.option.Lines, v.houseWay.Lines)
	case !drew && required:
		why := "a Player wager in player_hits took it"
		switch {
		case mustHit:
			why = fmt.Sprintf("the Player hand must hit on %d or less (line %s)", v.playerMustHit, v.mustHit.Lines)
		case len(h.hitFields) == 0:
			why = fmt.Sprintf("the Banker and Tie wagers are settled against the Player hand completed the house way, which hits on 5 or less (lines %s)", v.houseWay.Lines)
		}
		return c, rules.Invalid("cards.player", "the Player's three cards total %d and no hit card was dealt, but %s", c.playerThree, why)
	case drew:
		c.playerHit = b9Total(h.player)
	}
	return c, nil
}

// player settles a Player wager whose hand totals p against the Banker's b.
func (s *baccarat9Settings) player(stake rules.Money, p, b int) payoff {
	v := s.v
	switch {
	case p > b:
		return win(stake, evenMoney, v.win)
	case p < b:
		return lose(v.lose)
	case p <= 1:
		// "The bank hand wins all ties on 0 and 1" (lines 1057, 1079, 1315).
		return lose(v.lowTie)
	}
	return push(v.otherTie)
}

// bankerBet settles a Banker wager against the house-way Player total p.
func (s *baccarat9Settings) bankerBet(stake rules.Money, p, b int) payoff {
	v := s.v
	switch {
	case b > p:
		return win(stake, evenMoney, v.bankerWin)
	case b < p:
		return lose(v.bankerLose)
	case b <= 1:
		return win(stake, evenMoney, v.bankerLowTie)
	case s.bankerLosesTies:
		return lose(ruleB9BankerLosesTies)
	}
	return push(v.otherTie)
}

// tie settles a Tie wager: the Banker total equals the house-way Player
// total, on any total (lines 1081, 1315; interpretation CA-B4).
func (s *baccarat9Settings) tie(stake rules.Money, p, b int) payoff {
	if p == b {
		return win(stake, rules.ToOne(8), s.v.tie)
	}
	return lose(s.v.tie)
}

// Baccarat9Detail is a Baccarat 9 verdict's Outcome.Detail.
type Baccarat9Detail struct {
	PlayerThree int `json:"player_three"`
	// PlayerHit is the Player hand's total with the community hit card;
	// absent when none was dealt.
	PlayerHit *int `json:"player_hit,omitempty"`
	// HouseWay is the Player total the Banker and Tie wagers are settled
	// against.
	HouseWay int  `json:"house_way"`
	Banker   int  `json:"banker"`
	Natural  bool `json:"natural,omitempty"`
}

func b9Outcome(c *b9Coup) rules.Outcome {
	d := Baccarat9Detail{PlayerThree: c.playerThree, HouseWay: c.houseWay(), Banker: c.banker, Natural: c.natural}
	sum := "Banker " + strconv.Itoa(c.banker) + ", Player " + strconv.Itoa(c.playerThree)
	if c.playerHit >= 0 {
		hit := c.playerHit
		d.PlayerHit = &hit
		sum += " (" + strconv.Itoa(hit) + " with the hit card)"
	}
	sum += "; house-way Player " + strconv.Itoa(d.HouseWay)
	if c.natural {
		sum += "; a three-card 9 stopped the drawing"
	}
	return rules.Outcome{Summary: sum, Detail: &d}
}
