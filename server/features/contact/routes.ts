import { Router } from "express";
import { contactFormSchema } from "@shared/validators/contact";
import { currentUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { parse } from "../../http/validate";
import { submitInquiry } from "./service";

/** POST /api/contact: the contact form reaches the support team (and the sender gets a receipt). */
export function contactRoutes(ctx: RouteContext): Router {
  const r = Router();
  r.post("/", async (req, res) => {
    const input = parse(contactFormSchema, req.body);
    const result = await submitInquiry(ctx, input, { ip: req.ip ?? "unknown", userId: currentUser(req)?.id ?? null });
    res.status(201).json(result);
  });
  return r;
}
