/** Entry of the staff app bundle (scripts/build-staff.ts); no server rendering, no inline script. */
import { createRoot } from "react-dom/client"
import { StaffApp } from "./staff-app"
import "../styles/tokens.css"
import "./staff-base.css"

const root = document.getElementById("staff-root")
if (root) createRoot(root).render(<StaffApp />)
