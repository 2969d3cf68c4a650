// A minimal betting page with @kbet/react: the SDK's stores behind <KbetProvider>, read through thin hooks.
// The docs' guides include the regions below, and CI drives this page in Chromium.
import { KbetProvider, useBetSlip, useFixtures, useKbet, useSession } from '@kbet/react';
import { createKbet, formatWon, isKbetError, isOddsChangedError, ko, teamName, toSelection } from '@kbet/sdk';
import { type FormEvent, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { firstOpenMarket, isOpen } from '../shared/openPrices';

// #region provider
const kbet = createKbet({ baseURL: '/api', storage: localStorage });
void kbet.stores.session.restore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KbetProvider client={kbet.client} stores={kbet.stores} onError={kbet.onResourceError}>
      <App />
    </KbetProvider>
  </StrictMode>,
);
// #endregion provider

function App() {
  const { status, user } = useSession();
  if (status === 'restoring') return null;
  return (
    <main>
      <h1>kbet SDK: React</h1>
      {user ? (
        <>
          <p role="status">
            {user.nickname} · 보유머니 {formatWon(user.emoney)}원
          </p>
          <Fixtures />
          <Slip />
        </>
      ) : (
        <LoginForm />
      )}
    </main>
  );
}

// #region login
function LoginForm() {
  const { session } = useKbet().stores;
  const [message, setMessage] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await session.login({
      userId: String(form.get('userId')),
      password: String(form.get('password')),
    });
    if (!result.ok) setMessage(result.message);
  };
  return (
    <form aria-label="로그인" onSubmit={submit}>
      <input name="userId" aria-label="아이디" autoComplete="username" />
      <input name="password" type="password" aria-label="비밀번호" autoComplete="current-password" />
      <button type="submit">로그인</button>
      <p role="alert">{message}</p>
    </form>
  );
}
// #endregion login

// #region fixtures
// useFixtures loads a page of the listing and keeps its prices current from the live push.
function Fixtures() {
  const { betSlip } = useKbet().stores;
  const { data, error } = useFixtures({ gameType: 'EU', page: 1 });
  if (error) return <p role="alert">{isKbetError(error) ? error.message : String(error)}</p>;
  return (
    <ul aria-label="경기">
      {data?.items.map((fixture) => (
        <li key={fixture.fixtureId}>
          {teamName(fixture.home)} vs {teamName(fixture.away)}{' '}
          {firstOpenMarket(fixture)
            ?.odds.filter(isOpen)
            .map((odds) => (
              <button key={odds.id} type="button" onClick={() => betSlip?.add(toSelection(fixture, odds))}>
                {odds.betName} {odds.betPrice}
              </button>
            ))}
        </li>
      ))}
    </ul>
  );
}
// #endregion fixtures

// #region slip
function Slip() {
  const { session, betSlip } = useKbet().stores;
  const { slip, totalOdds, amount, expectedWin, placing } = useBetSlip();
  const [stake, setStake] = useState('5000');
  const [outcome, setOutcome] = useState('');

  // The slip knows the member's limits by itself; place() checks the stake and never throws.
  const place = async (changeFlag: boolean): Promise<void> => {
    if (!betSlip) return;
    betSlip.setAmount(Number(stake));
    const result = await betSlip.place({ changeFlag });
    if (result.ok) {
      setOutcome(`${ko.BET_PLACED} 슬립 ${result.value.id}, 보유머니 ${formatWon(result.value.emoney)}원`);
      void session.refresh();
      return;
    }
    if (isOddsChangedError(result.error)) {
      if (!window.confirm(ko.BET_ODDS_CHANGED_CONFIRM)) return;
      betSlip.acceptOddsChanges(result.error.changes);
      return place(true);
    }
    setOutcome(result.message);
  };

  return (
    <section aria-label="베팅카트">
      <ul>
        {slip.selections.map((pick) => (
          <li key={pick.id}>
            {pick.homeName} vs {pick.awayName}: {pick.betName}
          </li>
        ))}
      </ul>
      <p>
        배당 {totalOdds} · 베팅 {formatWon(amount)}원 · 예상 {formatWon(expectedWin)}원
      </p>
      <input
        aria-label="베팅금액"
        inputMode="numeric"
        value={stake}
        onChange={(e) => setStake(e.target.value)}
      />
      <button type="button" disabled={placing} onClick={() => void place(false)}>
        베팅하기
      </button>
      <p role="status">{outcome}</p>
    </section>
  );
}
// #endregion slip
