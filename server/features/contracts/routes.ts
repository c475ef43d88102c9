import { Router } from "express";
import {
  contractTermsSchema,
  declineContractSchema,
  draftContractSchema,
  offlineContractSchema,
  signContractSchema,
  verifyContractSchema,
} from "@shared/validators/contracts";
import { requireUser } from "../../http/auth";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

const notFound = service.contractMessages.notFound;
/** Password re-entry is a password guess: counted like logins, per signer and per address. */
const SIGN_LIMIT = { windowMs: 15 * 60_000, perUser: 10, perIp: 30 };
const VERIFY_LIMIT = { windowMs: 60_000, perIp: 30 };

/** Mounted at /api: owns /contracts, /my-contracts and /projects/:id/contracts. */
export function contractRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const r = Router();

  r.get("/my-contracts", async (req, res) => {
    res.json(await service.listMine(db, requireUser(req)));
  });

  r.get("/projects/:id/contracts", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.ofProject(db, user, intId(req.params.id, service.contractMessages.projectNotFound)));
  });

  r.post("/projects/:id/contracts", async (req, res) => {
    const user = requireUser(req);
    const projectId = intId(req.params.id, service.contractMessages.projectNotFound);
    res.status(201).json(await service.draft(db, user, projectId, parse(draftContractSchema, req.body)));
  });

  r.put("/projects/:id/contracts/offline", async (req, res) => {
    const user = requireUser(req);
    const projectId = intId(req.params.id, service.contractMessages.projectNotFound);
    res.json(await service.recordOffline(db, user, projectId, parse(offlineContractSchema, req.body).note));
  });

  r.post("/contracts/verify/:code", async (req, res) => {
    await ctx.limiter.hit(VERIFY_LIMIT.windowMs, [{ key: `contract-verify:${req.ip}`, max: VERIFY_LIMIT.perIp }]);
    const code = String(req.params.code);
    if (!/^[A-Za-z0-9_-]{8,32}$/.test(code)) throw new NotFoundError(service.contractMessages.verifyNotFound);
    res.json(await service.verify(db, code, parse(verifyContractSchema, req.body).hash));
  });

  r.get("/contracts/:id", async (req, res) => {
    res.json(await service.view(db, requireUser(req), intId(req.params.id, notFound)));
  });

  r.put("/contracts/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(await service.edit(db, mail, user, id, parse(contractTermsSchema, req.body)));
  });

  r.post("/contracts/:id/send", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.send(db, mail, user, intId(req.params.id, notFound)));
  });

  r.post("/contracts/:id/sign", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    const input = parse(signContractSchema, req.body);
    await ctx.limiter.hit(SIGN_LIMIT.windowMs, [
      { key: `contract-sign:${user.id}`, max: SIGN_LIMIT.perUser },
      { key: `contract-sign-ip:${req.ip}`, max: SIGN_LIMIT.perIp },
    ]);
    res.json(await service.sign(db, mail, user, id, input, { ip: req.ip ?? null, userAgent: req.get("user-agent") ?? null, now: ctx.now() }));
  });

  r.post("/contracts/:id/decline", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.decline(db, mail, user, intId(req.params.id, notFound), parse(declineContractSchema, req.body).reason));
  });

  r.get("/contracts/:id/pdf", async (req, res) => {
    const { bytes, filename } = await service.pdfOf(db, requireUser(req), intId(req.params.id, notFound));
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="artlink-contract.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "Cache-Control": "private, no-store",
    });
    res.send(bytes);
  });

  return r;
}
