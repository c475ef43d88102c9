import { describe, expect, it } from "vitest";
import { CONTRACT_STATUSES, contractTransitions, nextContractStatus, type ContractEvent } from "@shared/contracts";

const events: ContractEvent[] = ["edit", "send", "sign_artist", "sign_producer", "decline"];

describe("contract transition table", () => {
  it("when every state meets every event, then only the listed moves are allowed", () => {
    const allowed: string[] = [];
    for (const from of CONTRACT_STATUSES) for (const e of events) if (nextContractStatus(from, e)) allowed.push(`${from}-${e}->${nextContractStatus(from, e)}`);
    expect(allowed.sort()).toEqual(
      [
        "draft-edit->draft",
        "draft-send->sent",
        "sent-edit->voided",
        "sent-sign_artist->signed_by_artist",
        "sent-decline->declined",
        "signed_by_artist-edit->voided",
        "signed_by_artist-sign_producer->signed",
        "signed_by_artist-decline->declined",
        "declined-edit->draft",
        "declined-send->sent",
        "voided-edit->voided",
        "voided-send->sent",
        "voided-decline->declined",
      ].sort(),
    );
  });

  it("when the producer would sign before the artist, or anyone signs a draft, then it is refused", () => {
    expect(nextContractStatus("sent", "sign_producer")).toBeNull();
    expect(nextContractStatus("draft", "sign_artist")).toBeNull();
    expect(nextContractStatus("signed", "decline")).toBeNull();
    expect(nextContractStatus("signed", "sign_artist")).toBeNull();
  });

  it("when a contract both parties signed meets any event, then nothing moves it (issue 30: signed means signed)", () => {
    for (const e of events) expect(nextContractStatus("signed", e)).toBeNull();
  });

  it("when a sent or half-signed contract is edited, then it always ends voided (signatures asked again)", () => {
    for (const from of ["sent", "signed_by_artist"] as const) expect(contractTransitions[from].edit).toBe("voided");
  });
});
