import HeadlessUI
