/**
 * Staff accounts, made on the server only (npm run staff -- <command>); there is no sign-up page
 * and no default account. The password is read from the terminal without echo, or from
 * STAFF_PASSWORD for scripts. Same database as the server ($DATA_DIR/leads.sqlite), and every
 * change is in its audit log as the command line's.
 *
 * Exit codes: 0 done, 1 refused (no such account, weak password…), 2 wrong usage.
 */
import { AccountError, Accounts, normaliseEmail, roleOf } from "../staff/accounts"
import { MIN_PASSWORD_LENGTH } from "../staff/passwords"
import { DEFAULT_STAFF_ROLE } from "../../shared/staff-roles"
import { SecretBox } from "../staff/secret-box"
import { ConfigError, SHARED_SECRET_KEY_NEEDED } from "../config"
import type { Storage } from "../storage/storage"
import { commandLineActor, dataDirOf, databaseUrlOf, openCommandLineStorage } from "./command-line-storage"

const USAGE = `Usage: npm run staff -- <command>

Commands:
  add-user EMAIL [--role=ROLE]   make an account (asks for its password)
  set-role EMAIL ROLE            give an account another role
  list-users                     every account, with its role and whether two-step sign-in is on
  reset-password EMAIL           set a new password (asks for it) and end the account's sessions
  remove-user EMAIL              delete an account and end its sessions

Roles: inbox (the leads and the audit log; the default), editor (the site's content),
owner (both).

Passwords have at least ${MIN_PASSWORD_LENGTH} characters. They are asked for twice, without echo;
set STAFF_PASSWORD instead to pass one from a script.
The database is $DATA_DIR/leads.sqlite (DATA_DIR defaults to ./var), or the PostgreSQL
database DATABASE_URL names, as for the server.`

export type StaffOutput = { out: (text: string) => void; err: (text: string) => void }
export type PasswordSource = () => Promise<string>

class UsageError extends Error {}

export async function runStaffCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  output: StaffOutput,
  askPassword: PasswordSource,
): Promise<number> {
  const [command, ...rest] = args
  const roleOption = rest.find(arg => arg.startsWith("--role="))
  const [email, ...extra] = rest.filter(arg => arg !== roleOption)
  if (command === undefined || command === "help" || command === "--help") {
    output.out(USAGE)
    return command === undefined ? 2 : 0
  }
  const password = () => (env.STAFF_PASSWORD !== undefined ? Promise.resolve(env.STAFF_PASSWORD) : askPassword())
  let storage: Storage
  try {
    if (databaseUrlOf(env) !== null && !env.STAFF_SECRET_KEY?.trim()) throw new ConfigError([SHARED_SECRET_KEY_NEEDED])
    storage = await openCommandLineStorage(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    output.err(error.message)
    return 1
  }
  const actor = commandLineActor()
  try {
    const box = SecretBox.load({ keyHex: env.STAFF_SECRET_KEY?.trim() || null, dataDir: dataDirOf(env) })
    const accounts = new Accounts(storage.accounts, box)
    const needEmail = () => {
      if (email === undefined) throw new UsageError(`${command} needs the account's e-mail address.`)
      if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`)
      return email
    }
    if (roleOption !== undefined && command !== "add-user")
      throw new UsageError(`--role is for add-user; set-role changes an account's role.`)
    switch (command) {
      case "add-user": {
        const address = needEmail()
        const role = roleOf(roleOption === undefined ? DEFAULT_STAFF_ROLE : roleOption.slice("--role=".length))
        const user = await accounts.add(address, await password(), actor, role)
        output.out(`Account ${user.email} made, with the role ${user.role}. It signs in at /staff/.`)
        return 0
      }
      case "set-role": {
        const [typedRole, ...more] = extra
        if (email === undefined || typedRole === undefined)
          throw new UsageError("set-role needs the account's e-mail address and its new role.")
        if (more.length > 0) throw new UsageError(`Unexpected argument "${more[0]}".`)
        const role = roleOf(typedRole)
        await accounts.setRole(email, role, actor)
        output.out(`The role of ${normaliseEmail(email)} is ${role}.`)
        return 0
      }
      case "list-users": {
        if (email !== undefined) throw new UsageError(`Unexpected argument "${email}".`)
        const users = await accounts.list()
        if (users.length === 0) output.out("No accounts yet. Make one with: npm run staff -- add-user EMAIL")
        for (const user of users)
          output.out(
            `${user.email}  ${user.role}  since ${user.createdAt.slice(0, 10)}  two-step sign-in ${user.totpSecret ? "on" : "off"}`,
          )
        return 0
      }
      case "reset-password": {
        const address = needEmail()
        await accounts.resetPassword(address, await password(), actor)
        output.out(`The password of ${normaliseEmail(address)} is changed; its sessions are ended.`)
        return 0
      }
      case "remove-user": {
        const address = needEmail()
        await accounts.remove(address, actor)
        output.out(`Account ${normaliseEmail(address)} removed; its sessions are ended.`)
        return 0
      }
      default:
        throw new UsageError(`Unknown command "${command}".`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`)
      return 2
    }
    if (error instanceof AccountError) {
      output.err(error.message)
      return 1
    }
    throw error
  } finally {
    await storage.close()
  }
}

/** Reads a line from the terminal with echo off. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolvePassword, reject) => {
    const input = process.stdin
    if (!input.isTTY) {
      reject(new AccountError("No terminal to ask for the password: set STAFF_PASSWORD."))
      return
    }
    process.stderr.write(prompt)
    input.setRawMode(true)
    input.resume()
    input.setEncoding("utf8")
    let typed = ""
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false)
          input.pause()
          input.off("data", onData)
          process.stderr.write("\n")
          resolvePassword(typed)
          return
        }
        if (char === "\u0003") {
          input.setRawMode(false)
          process.stderr.write("\n")
          process.exit(130)
        }
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("")
        else typed += char
      }
    }
    input.on("data", onData)
  })
}

async function askTwice(): Promise<string> {
  const first = await readHidden("Password: ")
  const second = await readHidden("Same password again: ")
  if (first !== second) throw new AccountError("The two passwords are not the same. Nothing was changed.")
  return first
}

if (require.main === module) {
  runStaffCommand(
    process.argv.slice(2),
    process.env,
    { out: text => console.log(text), err: text => console.error(text) },
    askTwice,
  ).then(
    code => {
      process.exitCode = code
    },
    error => {
      if (error instanceof AccountError) {
        console.error(error.message)
        process.exitCode = 1
      } else {
        console.error(error)
        process.exitCode = 1
      }
    },
  )
}
