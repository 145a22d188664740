#include "document/hubclient.h"

#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace rooflab {
namespace {

bool isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

// huggingface_hub's _normalize_etag: W/"abc" and "abc" name the blob abc.
QString normalizedEtag(const QByteArray& header) {
    QByteArray etag = header.trimmed();
    if (etag.startsWith("W/"))
        etag = etag.mid(2);
    while (etag.startsWith('"'))
        etag = etag.mid(1);
    while (etag.endsWith('"'))
        etag.chop(1);
    return QString::fromLatin1(etag);
}

} // namespace

HubClient::HubClient(HubEnvironment environment, QObject* parent)
    : QObject(parent)
    , m_environment(std::move(environment))
    , m_network(new QNetworkAccessManager(this)) {
    // The proxy of http_proxy / https_proxy / no_proxy, as huggingface_hub's HTTP client takes it.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        abortWith(tr("%1 did not send the config within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT "
                     "sets the wait)")
                      .arg(configUrl(m_model).host())
                      .arg(4 * m_environment.timeoutSeconds));
    });
}

HubClient::~HubClient() {
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

QUrl HubClient::configUrl(const HubModelName& model) const {
    // The revision is one path segment ("refs/pr/3" as refs%2Fpr%2F3), as huggingface_hub quotes it.
    return QUrl(m_environment.endpoint + QLatin1Char('/') + model.repo + QLatin1String("/resolve/") +
                    QString::fromLatin1(QUrl::toPercentEncoding(model.revision)) + QLatin1String("/config.json"),
                QUrl::TolerantMode);
}

void HubClient::fetchConfig(const HubModelName& model) {
    m_model = model;
    m_download = {};
    m_abortProblem.clear();
    m_redirects = 0;
    const QUrl url = configUrl(model);
    if (!url.isValid() || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))) {
        QTimer::singleShot(
            0, this, [this] { fail(tr("HF_ENDPOINT \"%1\" is not an http(s) address").arg(m_environment.endpoint)); });
        return;
    }
    m_deadline.start(4 * m_environment.timeoutSeconds * 1000);
    request(url);
}

void HubClient::cancel() {
    abortWith(tr("the download was cancelled: nothing was stored"));
}

void HubClient::request(const QUrl& url) {
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_environment.timeoutSeconds * 1000);
    request.setRawHeader("Accept-Encoding", "identity"); // the size checked is the file's
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("rooflab"));
    const QUrl endpoint(m_environment.endpoint);
    if (!m_environment.token.isEmpty() && url.host() == endpoint.host() && url.port() == endpoint.port())
        request.setRawHeader("Authorization", "Bearer " + m_environment.token);
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &HubClient::checkSize);
    connect(m_reply, &QNetworkReply::readyRead, this, &HubClient::checkSize);
    connect(m_reply, &QNetworkReply::finished, this, &HubClient::answered);
}

void HubClient::checkSize() {
    const QVariant declared = m_reply->header(QNetworkRequest::ContentLengthHeader);
    const qint64 bytes = std::max(declared.isValid() ? declared.toLongLong() : 0, m_reply->bytesAvailable());
    if (bytes > kMaxConfigBytes)
        abortWith(tr("%1: the server sends %2 MiB, more than the %3 MiB a config.json may have: nothing was stored")
                      .arg(m_model.display())
                      .arg(double(bytes) / (1 << 20), 0, 'f', 1)
                      .arg(kMaxConfigBytes >> 20));
}

void HubClient::abortWith(const QString& problem) {
    if (!m_reply)
        return;
    m_abortProblem = problem;
    m_reply->abort(); // finished() follows, where the problem is reported
}

void HubClient::answered() {
    QNetworkReply* reply = m_reply;
    reply->deleteLater();
    m_reply = nullptr;
    if (!m_abortProblem.isEmpty())
        return fail(m_abortProblem);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) {
        if (reply->error() == QNetworkReply::OperationCanceledError || reply->error() == QNetworkReply::TimeoutError)
            return fail(tr("%1 did not answer within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)")
                            .arg(reply->url().host())
                            .arg(m_environment.timeoutSeconds));
        return fail(tr("cannot reach %1: %2").arg(reply->url().host(), reply->errorString()));
    }
    // The Hub's answer names the commit and the file; a CDN it redirects to does not.
    if (m_download.commit.isEmpty() && reply->hasRawHeader("X-Repo-Commit")) {
        m_download.commit = QString::fromLatin1(reply->rawHeader("X-Repo-Commit").trimmed());
        m_download.etag = normalizedEtag(reply->hasRawHeader("X-Linked-Etag") ? reply->rawHeader("X-Linked-Etag")
                                                                              : reply->rawHeader("ETag"));
    }
    if (isRedirect(status))
        return follow(reply->url().resolved(QUrl(QString::fromUtf8(reply->rawHeader("Location")))));
    if (status != 200)
        return fail(statusProblem(status) + QLatin1Char(' ') + tr("Nothing was stored."));
    m_download.bytes = reply->readAll();
    if (m_download.bytes.size() > kMaxConfigBytes)
        return fail(tr("%1: more than the %2 MiB a config.json may have: nothing was stored")
                        .arg(m_model.display())
                        .arg(kMaxConfigBytes >> 20));
    if (m_download.commit.isEmpty() && m_model.revisionIsCommit())
        m_download.commit = m_model.revision;
    if (m_download.etag.isEmpty())
        m_download.etag = normalizedEtag(reply->rawHeader("ETag"));
    if (m_download.commit.isEmpty() || m_download.etag.isEmpty())
        return fail(tr("%1 did not say which commit (X-Repo-Commit) and file (ETag) it served: not the Hub's "
                       "answer, so nothing was stored (check HF_ENDPOINT)")
                        .arg(reply->url().host()));
    m_deadline.stop();
    m_download.ok = true;
    emit finished(m_download);
}

void HubClient::follow(const QUrl& location) {
    if (!location.isValid() || location.isEmpty())
        return fail(tr("%1: a redirect without a valid Location: nothing was stored").arg(m_model.display()));
    if (++m_redirects > kMaxRedirects)
        return fail(tr("%1: more than %2 redirects (a redirect loop?) from %3: nothing was stored")
                        .arg(m_model.display())
                        .arg(kMaxRedirects)
                        .arg(configUrl(m_model).toString()));
    request(location);
}

QString HubClient::statusProblem(int status) const {
    const QString model = m_model.display();
    const QString page = m_environment.endpoint + QLatin1Char('/') + m_model.repo;
    const bool token = !m_environment.token.isEmpty();
    if (status == 401 && !token)
        return tr("%1: the Hub wants a token (HTTP 401): the model is gated or private, or does not exist. If it "
                  "is gated, request access on its page %2, then set HF_TOKEN to a token of that account.")
            .arg(model, page);
    if (status == 401 || status == 403)
        return tr("%1: the Hub refused this token (HTTP %3): the model is gated or private and the token's account "
                  "has no access yet. Request access on the model page %2 (or use a token with read access).")
            .arg(model, page)
            .arg(status);
    if (status == 404)
        return tr("%1: not found (HTTP 404): no such model, revision \"%2\" or config.json on %3. Check the name "
                  "and the revision.")
            .arg(model, m_model.revision, m_environment.endpoint);
    return tr("%1: the server answered HTTP %2 for %3.").arg(model).arg(status).arg(configUrl(m_model).toString());
}

void HubClient::fail(const QString& problem) {
    m_deadline.stop();
    HubDownload failed;
    failed.problem = problem;
    emit finished(failed);
}

} // namespace rooflab
