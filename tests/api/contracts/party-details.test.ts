import { describe, expect, it } from "vitest";
import { enterFee, TEST_ARTIST_PARTY } from "../../factories/contracts";
import { dayFromToday, insertApplication, insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Its own app: the signing attempts here count against the per-address signing limit of their own file.
const t = await createTestApp();

async function setup() {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시", budget: "300만원", location: "서울" });
  await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
  return { producer, artist, project };
}

const signBody = (fullName: string, documentHash: string) => ({
  fullName,
  consent: true,
  documentHash,
  artistParty: TEST_ARTIST_PARTY,
});

async function draftAndSend(s: Awaited<ReturnType<typeof setup>>) {
  const drafted = await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id });
  const ready = await enterFee(s.producer.agent, drafted.body.id);
  expect((await s.producer.agent.post(`/api/contracts/${drafted.body.id}/send`).send({})).status).toBe(200);
  return ready as { id: number; documentHash: string };
}

describe("party details (issue 31)", () => {
  const producerParty = {
    legalName: "주식회사 한강필름",
    representative: "박서연",
    address: "서울특별시 마포구 월드컵로 12길 34, 5층",
    businessNumber: "220-81-62517",
  };
  const artistParty = { legalName: "이지호", address: "경기도 성남시 분당구 판교로 100, 201동 1203호", birthDate: "1990-05-17" };

  it("when the producer drafts, then their company, representative, address and 사업자등록번호 are required to send, checked, and printed in the preamble", async () => {
    const s = await setup();
    const drafted = (await s.producer.agent.post(`/api/projects/${s.project.id}/contracts`).send({ artistId: s.artist.user.id })).body;
    const noParty = await s.producer.agent.put(`/api/contracts/${drafted.id}`).send({ ...drafted.terms, template: drafted.template, fee: 1_000_000 });
    expect(noParty.status).toBe(200);
    const unsent = await s.producer.agent.post(`/api/contracts/${drafted.id}/send`).send({});
    expect(unsent.status).toBe(400);
    expect(unsent.body.message).toBe("보내기 전에 계약 당사자(제작자) 정보를 입력해주세요: 상호 또는 성명, 대표자, 주소.");
    const bad = await s.producer.agent
      .put(`/api/contracts/${drafted.id}`)
      .send({ ...drafted.terms, template: drafted.template, fee: 1_000_000, producerParty: { ...producerParty, businessNumber: "220-81-62518" } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors["producerParty.businessNumber"]).toEqual(["사업자등록번호가 올바르지 않습니다. 000-00-00000 형식의 번호를 확인해주세요."]);
    const ok = await s.producer.agent.put(`/api/contracts/${drafted.id}`).send({ ...drafted.terms, template: drafted.template, fee: 1_000_000, producerParty });
    expect(ok.status).toBe(200);
    expect(ok.body.documentText).toContain('주식회사 한강필름(대표자 박서연, 이하 "갑"이라 한다)과');
    expect(ok.body.parties.producer).toEqual(producerParty);
    expect((await s.producer.agent.post(`/api/contracts/${drafted.id}/send`).send({})).status).toBe(200);
    // The artist sees the producer's address to the street only.
    const seen = (await s.artist.agent.get(`/api/contracts/${drafted.id}`)).body;
    expect(seen.parties.producer).toEqual({ ...producerParty, address: "서울특별시 마포구 월드컵로" });
  });

  it("when the artist signs, then their address and date of birth (a real date, 14 or older) are required, stored, and shown masked to the producer", async () => {
    const s = await setup();
    const c = await draftAndSend(s);
    const bare = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send({ ...signBody("이지호", c.documentHash), artistParty: undefined });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe("서명하기 전에 본인 정보(성명, 주소, 생년월일)를 입력해주세요.");
    for (const [birthDate, message] of [
      ["1990-02-30", "생년월일을 올바른 날짜로 입력해주세요."],
      ["2099-01-01", "생년월일을 올바른 날짜로 입력해주세요."],
      [dayFromToday(-365 * 10), "만 14세 이상만 계약서에 서명할 수 있습니다. 만 14세 미만은 법정대리인의 동의가 필요합니다."],
    ] as const) {
      const res = await s.artist.agent
        .post(`/api/contracts/${c.id}/sign`)
        .send({ ...signBody("이지호", c.documentHash), artistParty: { ...artistParty, birthDate } });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors["artistParty.birthDate"]).toEqual([message]);
    }
    const signed = await s.artist.agent.post(`/api/contracts/${c.id}/sign`).send({ ...signBody("이지호", c.documentHash), artistParty });
    expect(signed.status).toBe(200);
    expect(signed.body.parties.artist).toEqual(artistParty);
    const producerSees = (await s.producer.agent.get(`/api/contracts/${c.id}`)).body;
    expect(producerSees.parties.artist).toEqual({ legalName: "이지호", address: "경기도 성남시 분당구 판교로", birthDate: "1990-**-**" });
  });
});
